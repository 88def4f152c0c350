// A frame names players of the match (docs/decisions.md): its home player on the home team's roster
// at the fixture's date, its away player on the away team's, whoever writes it (a captain, an
// organiser, SQL); a singles cup fixture names its two entrants instead. Both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Db } from '../../api/db/port.ts';
import { drawCup } from '@core/rules/cup-draw.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, createUser, insert, sqlError, user, type World } from './world.ts';

const homeStranger = {
  code: '23514',
  message: "Home Player is not on the home team's roster at this fixture's date",
};
const awayStranger = {
  code: '23514',
  message: "Away Player is not on the away team's roster at this fixture's date",
};

describe.each(engines)('the players of a frame on %s', (engine) => {
  let db: Db;
  let w: World;
  const writers = ['captain', 'organiser', 'sql'] as const;
  const as = (who: (typeof writers)[number], sql: string, params: unknown[]) =>
    who === 'sql' ? db.query(sql, params) : asUser(db, user(w.users[who]), (tx) => tx.query(sql, params));
  const addFrame = `insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, winner)
    values ($1, $2, $3, $4, 'home')`;
  const framesOf = (fixture: number) =>
    db.query(
      'select frame_no, home_player_id, away_player_id, winner from public.frames where fixture_id = $1 order by frame_no',
      [fixture],
    );
  const recordOf = (player: number) =>
    db.query('select count(*)::int as frames from public.player_frames where player_id = $1', [player]);
  const fixture = (home: number, away: number, kickoffAt: string) =>
    insert(db, 'fixtures', {
      division_id: w.division,
      home_team_id: home,
      away_team_id: away,
      venue_id: w.venue,
      kickoff_at: kickoffAt,
      status: 'in_play',
    });

  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
  }, 120_000);
  afterAll(() => db.close());

  it('refuses a new frame naming a player of a team not in the match, for a captain, an organiser and SQL alike', async () => {
    // F1 is Anchor (captained) v Bell; Cat Cole plays for Crown, Alice Able for Anchor
    const before = await framesOf(w.f1);
    for (const who of writers) {
      expect(await sqlError(as(who, addFrame, [w.f1, 2, w.pC, w.pB]))).toEqual(homeStranger);
      expect(await sqlError(as(who, addFrame, [w.f1, 2, w.pA, w.pC]))).toEqual(awayStranger);
      // a player of the home team is no player of the away side
      expect(await sqlError(as(who, addFrame, [w.f1, 2, null, w.pA]))).toEqual(awayStranger);
    }
    expect(await framesOf(w.f1)).toEqual(before);
    expect(await recordOf(w.pC)).toEqual([{ frames: 0 }]);
  });

  it("refuses changing a frame's player to a stranger, or moving a frame to a match its players are not in", async () => {
    await as('captain', addFrame, [w.f1, 3, w.pA, w.pB]);
    const before = await framesOf(w.f1);
    for (const who of writers) {
      const change = 'update public.frames set home_player_id = $1 where fixture_id = $2 and frame_no = 3';
      expect(await sqlError(as(who, change, [w.pC, w.f1]))).toEqual(homeStranger);
      const away = 'update public.frames set away_player_id = $1 where fixture_id = $2 and frame_no = 3';
      expect(await sqlError(as(who, away, [w.pC, w.f1]))).toEqual(awayStranger);
    }
    // F2 is Crown v Dragon: Alice Able (Anchor) is not in it
    const move =
      'update public.frames set fixture_id = $1, frame_no = 9 where fixture_id = $2 and frame_no = 3';
    for (const who of ['organiser', 'sql'] as const) {
      expect(await sqlError(as(who, move, [w.f2, w.f1]))).toEqual(homeStranger);
    }
    expect(await framesOf(w.f1)).toEqual(before);
  });

  it("takes the two teams' players from any writer, and a new winner without checking the players again", async () => {
    for (const [no, who] of writers.entries()) await as(who, addFrame, [w.f1, 10 + no, w.pA, w.pB]);
    await as('captain', "update public.frames set winner = 'away' where fixture_id = $1 and frame_no = 10", [
      w.f1,
    ]);
    expect((await framesOf(w.f1)).filter((f) => Number(f.frame_no) >= 10)).toEqual([
      { frame_no: 10, home_player_id: w.pA, away_player_id: w.pB, winner: 'away' },
      { frame_no: 11, home_player_id: w.pA, away_player_id: w.pB, winner: 'home' },
      { frame_no: 12, home_player_id: w.pA, away_player_id: w.pB, winner: 'home' },
    ]);
  });

  it("takes last night's players the morning after, and a player added to the squad on match night", async () => {
    const lastNight = new Date(Date.now() - 14 * 3600_000).toISOString();
    const past = await fixture(w.teamA, w.teamB, lastNight);
    await as('captain', addFrame, [past, 1, w.pA, w.pB]);
    // signed on match night, after kick-off, while on no team's roster
    const late = await insert(db, 'players', { full_name: 'Lena Late' });
    await insert(db, 'team_players', { team_id: w.teamA, player_id: late });
    await as('captain', addFrame, [past, 2, late, w.pB]);
    expect((await framesOf(past)).map((f) => f.home_player_id)).toEqual([w.pA, late]);
  });

  it('counts a transferred player for the old team before the move and the new one after, never both', async () => {
    const max = await insert(db, 'players', { full_name: 'Max Mover' });
    await insert(db, 'team_players', {
      team_id: w.teamC,
      player_id: max,
      joined_at: '2026-01-01T00:00:00Z',
      left_at: '2026-03-01T12:00:00Z',
      is_active: false,
    });
    await insert(db, 'team_players', { team_id: w.teamD, player_id: max, joined_at: '2026-03-01T12:00:00Z' });
    const before = await fixture(w.teamC, w.teamD, '2026-02-10T19:30:00Z');
    const matchDay = await fixture(w.teamD, w.teamC, '2026-03-01T10:00:00Z');
    const after = await fixture(w.teamC, w.teamD, '2026-03-10T19:30:00Z');
    await db.query(addFrame, [before, 1, max, null]);
    expect(await sqlError(db.query(addFrame, [before, 2, null, max]))).toEqual(awayStranger);
    // the morning of the move he still played for Crown: not for Dragon the same day
    expect(await sqlError(db.query(addFrame, [matchDay, 1, max, null]))).toEqual(homeStranger);
    await db.query(addFrame, [matchDay, 1, null, max]);
    await db.query(addFrame, [after, 1, null, max]);
    expect(await sqlError(db.query(addFrame, [after, 2, max, null]))).toEqual(homeStranger);
  });

  it('refuses a player who left the team before kick-off', async () => {
    const gone = await insert(db, 'players', { full_name: 'Gil Gone' });
    await insert(db, 'team_players', {
      team_id: w.teamA,
      player_id: gone,
      joined_at: '2026-01-01T00:00:00Z',
      left_at: '2026-02-01T00:00:00Z',
      is_active: false,
    });
    const later = await fixture(w.teamA, w.teamB, '2026-02-10T19:30:00Z');
    expect(await sqlError(as('organiser', addFrame, [later, 1, gone, null]))).toEqual(homeStranger);
    const earlier = await fixture(w.teamA, w.teamB, '2026-01-20T19:30:00Z');
    await as('organiser', addFrame, [earlier, 1, gone, null]);
  });
});

describe.each(engines)('the players of a singles cup frame on %s', (engine) => {
  let db: Db;
  let organiser: string;
  let fixtureId: number;
  const player: Record<string, number> = {};
  const teams: Record<string, number> = {};
  const addFrame = `insert into public.frames (fixture_id, frame_no, home_player_id, away_player_id, winner)
    values ($1, $2, $3, $4, 'home')`;

  beforeAll(async () => {
    db = await freshDb(engine);
    organiser = await createUser(db);
    const league = await insert(db, 'leagues', { name: 'Winter', season: '2026' });
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    const venue = await insert(db, 'venues', { name: 'The Crown' });
    for (const name of ['Anchor', 'Bell']) {
      teams[name] = await insert(db, 'teams', { name });
      await insert(db, 'division_teams', { division_id: division, team_id: teams[name] });
    }
    for (const name of ['Ann', 'Bob', 'Cy']) {
      player[name] = await insert(db, 'players', { full_name: name });
      await insert(db, 'team_players', { team_id: teams.Anchor, player_id: player[name] });
    }
    const cup = await insert(db, 'cups', {
      league_id: league,
      name: 'Singles',
      kind: 'singles',
      venue_id: venue,
    });
    const entries = [
      { id: await insert(db, 'cup_entries', { cup_id: cup, player_id: player.Ann }), rank: 1 },
      { id: await insert(db, 'cup_entries', { cup_id: cup, player_id: player.Bob }), rank: 2 },
    ];
    const draw = drawCup(entries, 'rating', 's');
    await asUser(db, user(organiser), (tx) =>
      tx.query('select public.save_cup_draw($1, $2, $3, $4, $5)', [
        cup,
        'rating',
        's',
        draw.seeds,
        draw.positions,
      ]),
    );
    [{ id: fixtureId }] = await db.query<{ id: number }>(
      'select id from public.fixtures where cup_match_id is not null',
    );
    // Ann moves to Bell before the match is played: the fixture keeps Anchor on both sides
    await db.query('update public.fixtures set kickoff_at = $1 where id = $2', [
      new Date(Date.now() + 7 * 86400_000).toISOString(),
      fixtureId,
    ]);
    await insert(db, 'team_players', { team_id: teams.Bell, player_id: player.Ann });
  }, 120_000);
  afterAll(() => db.close());

  it("names the two entrants, whatever their teams' rosters say", async () => {
    await asUser(db, user(organiser), (tx) => tx.query(addFrame, [fixtureId, 1, player.Ann, player.Bob]));
    await db.query(addFrame, [fixtureId, 2, null, null]);
    expect(
      await db.query(
        'select home_player_id, away_player_id from public.frames where fixture_id = $1 order by frame_no',
        [fixtureId],
      ),
    ).toEqual([
      { home_player_id: player.Ann, away_player_id: player.Bob },
      { home_player_id: player.Ann, away_player_id: player.Bob },
    ]);
  });

  it('refuses anyone else, even a teammate on the fixture team, and the entrants swapped', async () => {
    const home = { code: '23514', message: 'Home Player must be the home entrant of this cup match' };
    const away = { code: '23514', message: 'Away Player must be the away entrant of this cup match' };
    const byOrganiser = (params: unknown[]) =>
      asUser(db, user(organiser), (tx) => tx.query(addFrame, params));
    expect(await sqlError(byOrganiser([fixtureId, 3, player.Cy, player.Bob]))).toEqual(home);
    expect(await sqlError(db.query(addFrame, [fixtureId, 3, player.Ann, player.Cy]))).toEqual(away);
    expect(await sqlError(db.query(addFrame, [fixtureId, 3, player.Bob, player.Ann]))).toEqual(home);
    const change = 'update public.frames set away_player_id = $1 where fixture_id = $2 and frame_no = 1';
    expect(
      await sqlError(asUser(db, user(organiser), (tx) => tx.query(change, [player.Cy, fixtureId]))),
    ).toEqual(away);
  });
});
