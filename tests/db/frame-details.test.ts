// Frame details as played (issue 29): snooker points and breaks, race-to rubbers and their handicaps,
// pool events, each refused where the league does not record them and checked where it does; the
// winner follows from the points or the race score; statistics and points difference count them.
// Both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, insert, sqlError, user, type World } from './world.ts';

const refusal = (message: string) => ({ code: '23514', message });

describe.each(engines)('frame details on %s', (engine) => {
  let db: Db;
  let w: World;
  const settings = (league: number, patch: object) =>
    db.query(`update public.leagues set settings = settings || $2::jsonb where id = $1`, [
      league,
      JSON.stringify(patch),
    ]);
  const frameRow = async (id: number) =>
    (
      await db.query(
        `select winner, home_points, away_points, home_racks, away_racks, home_race, away_race, event
         from public.frames where id = $1`,
        [id],
      )
    )[0];
  const framesOf = (fixture: number) =>
    db.query(
      `select id, frame_no, winner, home_points, away_points, home_racks, away_racks, home_race, away_race, event
       from public.frames where fixture_id = $1 order by frame_no`,
      [fixture],
    );
  const breaksOf = (frame: number) =>
    db.query('select player_id, side, value, free_ball from public.breaks where frame_id = $1 order by id', [
      frame,
    ]);
  const captain = (sql: string, params: unknown[]) =>
    asUser(db, user(w.users.captain), (tx) => tx.query(sql, params));
  let frameNo = 10;
  /** A frame of F1 (Anchor v Bell: Alice Able v Bob Baker) with these columns. */
  const frame = (cols: Record<string, unknown> = {}) =>
    insert(db, 'frames', {
      fixture_id: w.f1,
      frame_no: frameNo++,
      home_player_id: w.pA,
      away_player_id: w.pB,
      ...cols,
    });

  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
    await db.query(`update public.fixtures set status = 'in_play' where id = $1`, [w.f1]);
  }, 120_000);
  afterAll(() => db.close());

  it('refuses points, racks, events and breaks in a league in the default format, changing nothing', async () => {
    const before = await framesOf(w.f1);
    for (const [cols, message] of [
      [{ home_points: 60, away_points: 20 }, 'This league does not record frame points'],
      [{ home_racks: 1, away_racks: 0 }, 'This league does not play races'],
      [{ winner: 'home', event: 'dish' }, 'This league does not record frame events'],
    ] as const) {
      expect(await sqlError(frame(cols))).toEqual(refusal(message));
      expect(
        await sqlError(
          captain(
            `update public.frames set ${Object.keys(cols)
              .map((k, i) => `${k} = $${i + 2}`)
              .join(', ')} where id = $1`,
            [w.frame1, ...Object.values(cols)],
          ),
        ),
      ).toEqual(refusal(message));
    }
    const made = await frame({ winner: 'home' });
    expect(await sqlError(insert(db, 'breaks', { frame_id: made, player_id: w.pA, value: 64 }))).toEqual(
      refusal('This league does not record breaks'),
    );
    expect(await frameRow(made)).toEqual({
      winner: 'home',
      home_points: null,
      away_points: null,
      home_racks: null,
      away_racks: null,
      home_race: null,
      away_race: null,
      event: null,
    });
    await db.query('delete from public.frames where id = $1', [made]);
    expect(await framesOf(w.f1)).toEqual(before);
  });

  describe('a snooker league (frame points, breaks of 30 and more)', () => {
    beforeAll(() => settings(w.league, { game: 'snooker', frame_points: true, break_threshold: 30 }));
    afterAll(() => settings(w.league, { game: 'eight_ball', frame_points: false, break_threshold: 0 }));

    it('derives the winner from the points, and refuses points that disagree with the winner', async () => {
      const f = await frame({ home_points: 72, away_points: 40 });
      expect(await frameRow(f)).toMatchObject({ winner: 'home', home_points: 72, away_points: 40 });
      // the captain corrects the points: the winner follows
      await captain('update public.frames set home_points = 30, away_points = 81 where id = $1', [f]);
      expect(await frameRow(f)).toMatchObject({ winner: 'away', home_points: 30, away_points: 81 });
      const before = await framesOf(w.f1);
      for (const [sql, params, message] of [
        [
          "update public.frames set winner = 'home' where id = $1",
          [f],
          'Winner must follow from the frame points',
        ],
        [
          "update public.frames set winner = 'home', home_points = 10, away_points = 50 where id = $1",
          [f],
          'Winner must follow from the frame points',
        ],
        [
          'update public.frames set home_points = 50, away_points = null where id = $1',
          [f],
          'new row for relation "frames" violates check constraint "frames_points_pair"',
        ],
        [
          'update public.frames set home_points = 501, away_points = 0 where id = $1',
          [f],
          'new row for relation "frames" violates check constraint "frames_points_range"',
        ],
        [
          'update public.frames set home_points = -1, away_points = 0 where id = $1',
          [f],
          'new row for relation "frames" violates check constraint "frames_points_range"',
        ],
      ] as const) {
        expect(await sqlError(captain(sql, [...params]))).toEqual(refusal(message));
      }
      expect(await sqlError(frame({ winner: 'home', home_points: 40, away_points: 40 }))).toEqual(
        refusal('Winner must follow from the frame points'),
      );
      expect(await framesOf(w.f1)).toEqual(before);
    });

    it('records breaks of the frame players at or above the threshold, up to 147 (155 after a free ball)', async () => {
      const f = await frame({ home_points: 160, away_points: 7 });
      const add = (player: number, value: number, freeBall = false) =>
        captain(
          'insert into public.breaks (frame_id, player_id, value, free_ball) values ($1, $2, $3, $4) returning id',
          [f, player, value, freeBall],
        );
      await add(w.pA, 64);
      await add(w.pA, 150, true);
      for (const [player, value, freeBall, message] of [
        [w.pA, 29, false, 'A break must be at least 30'],
        [w.pA, 148, false, 'new row for relation "breaks" violates check constraint "breaks_value_range"'],
        [w.pA, 156, true, 'new row for relation "breaks" violates check constraint "breaks_value_range"'],
        [w.pC, 50, false, 'Player must be a player of this frame'],
        [w.pB, 30, false, "A break cannot be more than the player's frame points"],
      ] as const) {
        expect(await sqlError(add(player, value, freeBall))).toEqual(refusal(message));
      }
      expect(await breaksOf(f)).toEqual([
        { player_id: w.pA, side: 'home', value: 64, free_ball: false },
        { player_id: w.pA, side: 'home', value: 150, free_ball: true },
      ]);
      // points below a break made in the frame are refused
      expect(
        await sqlError(captain('update public.frames set home_points = 140 where id = $1', [f])),
      ).toEqual(refusal("Points must be at least the frame's breaks"));
      expect(await frameRow(f)).toMatchObject({ home_points: 160, away_points: 7, winner: 'home' });
      // another team's captain may not, and a final fixture's breaks are the organisers'
      const other = await sqlError(
        asUser(db, user(w.users.otherCaptain), (tx) =>
          tx.query('insert into public.breaks (frame_id, player_id, value) values ($1, $2, 40)', [f, w.pA]),
        ),
      );
      expect(other.code).toBe('42501');
      expect(await breaksOf(f)).toHaveLength(2);
    });
  });

  describe('a race-to league (race to 3)', () => {
    let league: number;
    let fixture: number;
    // Xena (Anchor) and Yves (Bell): new players, rated at their start ratings
    let pX: number;
    let pY: number;
    const rubber = (cols: Record<string, unknown> = {}) =>
      insert(db, 'frames', {
        fixture_id: fixture,
        frame_no: frameNo++,
        home_player_id: pX,
        away_player_id: pY,
        ...cols,
      });

    beforeAll(async () => {
      league = await insert(db, 'leagues', { name: 'Race League', season: '2026/27' });
      await settings(league, { match_format: 'races', race_to: 3, frames_per_match: 99 });
      const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
      for (const team_id of [w.teamA, w.teamB])
        await insert(db, 'division_teams', { division_id: division, team_id });
      fixture = await insert(db, 'fixtures', {
        division_id: division,
        home_team_id: w.teamA,
        away_team_id: w.teamB,
        venue_id: w.venue,
        status: 'in_play',
        kickoff_at: new Date(Date.now() + 86400_000).toISOString(),
      });
      pX = await insert(db, 'players', { full_name: 'Xena Xu' });
      pY = await insert(db, 'players', { full_name: 'Yves Yam' });
      await insert(db, 'team_players', { team_id: w.teamA, player_id: pX });
      await insert(db, 'team_players', { team_id: w.teamB, player_id: pY });
    });

    it('gives each rubber its race; the winner is the side that reaches it, and a score past it is refused', async () => {
      const r = await rubber();
      expect(await frameRow(r)).toMatchObject({ winner: 'na', home_race: 3, away_race: 3 });
      await captain('update public.frames set home_racks = 2, away_racks = 1 where id = $1', [r]);
      expect(await frameRow(r)).toMatchObject({ winner: 'na', home_racks: 2, away_racks: 1 });
      await captain('update public.frames set home_racks = 2, away_racks = 3 where id = $1', [r]);
      expect(await frameRow(r)).toMatchObject({ winner: 'away', home_racks: 2, away_racks: 3 });
      const before = await framesOf(fixture);
      for (const [set, message] of [
        [
          'home_racks = 4, away_racks = 1',
          'new row for relation "frames" violates check constraint "frames_racks_within_race"',
        ],
        [
          'home_racks = 3, away_racks = 3',
          'new row for relation "frames" violates check constraint "frames_race_one_winner"',
        ],
        [
          'home_racks = 1, away_racks = null',
          'new row for relation "frames" violates check constraint "frames_racks_pair"',
        ],
        ["winner = 'home'", 'Winner must follow from the race score'],
        ['home_race = 5', 'The race is fixed when the frame is made'],
      ] as const) {
        expect(await sqlError(captain(`update public.frames set ${set} where id = $1`, [r]))).toEqual(
          refusal(message),
        );
      }
      expect(await sqlError(rubber({ home_racks: 3, away_racks: 0, winner: 'away' }))).toEqual(
        refusal('Winner must follow from the race score'),
      );
      expect(await framesOf(fixture)).toEqual(before);
    });

    it('fixes a rating handicap when the rubber is made: a rating that moves later does not move it', async () => {
      await settings(league, { handicap: 'rating' });
      // Zoe 720, Will 500 (new, unrated: their start ratings): two full hundreds apart, so Will
      // races to 1 and Zoe to 3, as the cups' chart says for a race to 3 (best of 5)
      const zoe = await insert(db, 'players', { full_name: 'Zoe Zed', start_rating: 720 });
      const will = await insert(db, 'players', { full_name: 'Will West', start_rating: 500 });
      await insert(db, 'team_players', { team_id: w.teamA, player_id: zoe });
      await insert(db, 'team_players', { team_id: w.teamB, player_id: will });
      const [chart] = await db.query('select * from public.cup_race(5, 720, 500, true)');
      expect(chart).toEqual({ home_needs: 3, away_needs: 1 });
      const r = await rubber({ home_player_id: zoe, away_player_id: will });
      expect(await frameRow(r)).toMatchObject({ home_race: 3, away_race: 1 });
      // named after it was made (match night adds the rubber, then its players): fixed then
      const late = await rubber({ home_player_id: null, away_player_id: null });
      expect(await frameRow(late)).toMatchObject({ home_race: 3, away_race: 3 });
      await captain('update public.frames set home_player_id = $2, away_player_id = $3 where id = $1', [
        late,
        zoe,
        will,
      ]);
      expect(await frameRow(late)).toMatchObject({ home_race: 3, away_race: 1 });
      await captain('update public.frames set home_racks = 1, away_racks = 0 where id = $1', [late]);
      // the ratings move during the night: the rubbers keep their races; a new one has the new chart
      await db.query('update public.players set start_rating = 500 where id = $1', [zoe]);
      await captain('update public.frames set home_racks = 2, away_racks = 0 where id = $1', [late]);
      expect(await frameRow(r)).toMatchObject({ home_race: 3, away_race: 1 });
      expect(await frameRow(late)).toMatchObject({ home_race: 3, away_race: 1, home_racks: 2 });
      expect(await frameRow(await rubber({ home_player_id: zoe, away_player_id: will }))).toMatchObject({
        home_race: 3,
        away_race: 3,
      });
    });

    it("fixes an organiser's fixed starts when the rubber is made", async () => {
      await settings(league, { handicap: 'fixed', handicap_starts: { [pY]: 1 } });
      const r = await rubber();
      expect(await frameRow(r)).toMatchObject({ home_race: 3, away_race: 2 });
      await captain('update public.frames set home_racks = 1, away_racks = 2 where id = $1', [r]);
      expect(await frameRow(r)).toMatchObject({ winner: 'away' });
      await settings(league, { handicap_starts: {} });
      expect(await frameRow(r)).toMatchObject({ home_race: 3, away_race: 2, winner: 'away' });
    });
  });

  it('refuses an event on an unwon frame or an unknown one, and records one on a won frame', async () => {
    await settings(w.league, { frame_events: true });
    const f = await frame({ winner: 'home', event: 'dish' });
    expect(await frameRow(f)).toMatchObject({ winner: 'home', event: 'dish' });
    expect(await sqlError(frame({ event: 'dish' }))).toEqual(
      refusal('new row for relation "frames" violates check constraint "frames_event_needs_winner"'),
    );
    expect(await sqlError(frame({ winner: 'away', event: 'seven_ball' }))).toEqual(
      refusal('new row for relation "frames" violates check constraint "frames_event_known"'),
    );
    await settings(w.league, { frame_events: false });
  });
});
