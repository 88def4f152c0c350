// Live events: changes are announced on channel cueboard_live, as the API's SSE stream relays them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, insert, type World } from './world.ts';
import { framesWon } from '@core/rules/score.ts';
import type { FrameWinner } from '@core/schemas/enums.ts';

/** Microseconds of the clock when the row was written (notify_live()). */
const version = expect.any(Number);

describe.each(engines)('live events on %s', (engine) => {
  let db: Db;
  let w: World;
  let events: Record<string, unknown>[] = [];
  /** Each event's log id (live_events), which the payload carries as "logId"; the events leave it out. */
  let logIds: unknown[] = [];
  let stop: () => Promise<void>;
  /** Runs the change, then waits until no more events arrive. */
  async function heard(change: () => Promise<unknown>) {
    events = [];
    logIds = [];
    await change();
    let seen = -1;
    for (let i = 0; i < 50 && seen !== events.length; i++) {
      seen = events.length;
      await new Promise((r) => setTimeout(r, 100));
    }
    return events;
  }
  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
    stop = await db.listen('cueboard_live', (payload) => {
      const { logId, ...event } = JSON.parse(payload);
      logIds.push(logId);
      events.push(event);
    });
  }, 120_000);
  /** Where the world's matches are played: its division, league and venue. */
  const where = () => ({ divisionId: w.division, leagueId: w.league, venueId: w.venue });
  afterAll(async () => {
    await stop();
    await db.close();
  });

  it('announces fixture changes with the fixture and division', async () => {
    expect(
      await heard(() => db.query(`update public.fixtures set status = 'in_play' where id = $1`, [w.f1])),
    ).toEqual([{ type: 'fixtures.update', fixtureId: w.f1, ...where(), status: 'in_play', version }]);
  });

  it('says where a moved fixture was, so the boards of the division and venue it left hear it', async () => {
    const other = await insert(db, 'divisions', { league_id: w.league, name: 'Second' });
    const move = (division: number, venue: number) =>
      db.query('update public.fixtures set division_id = $2, venue_id = $3 where id = $1', [
        w.f1,
        division,
        venue,
      ]);
    expect(await heard(() => move(other, w.emptyVenue))).toEqual([
      {
        type: 'fixtures.update',
        fixtureId: w.f1,
        divisionId: other,
        leagueId: w.league,
        venueId: w.emptyVenue,
        fromDivisionId: w.division,
        fromLeagueId: w.league,
        fromVenueId: w.venue,
        status: 'in_play',
        version,
      },
    ]);
    await heard(() => move(w.division, w.venue));
  });

  it('announces frames with their fixture and division, number, winner and the score', async () => {
    const events = await heard(() => db.query('select public.add_frame($1)', [w.f1]));
    const frame = { frameId: expect.any(Number), fixtureId: w.f1, ...where(), frameNo: 2 };
    const score = { homeScore: 0, awayScore: 0 };
    expect(events).toEqual([{ type: 'frames.insert', ...frame, winner: 'na', ...score, version }]);
    expect(
      await heard(() => db.query('delete from public.frames where id = $1', [events[0].frameId])),
    ).toEqual([{ type: 'frames.delete', ...frame, winner: 'na', ...score, version }]);
  });

  it("carries the score as core/rules/score.ts counts the fixture's frames, and orders writes by version", async () => {
    const events = await heard(() =>
      db.transaction(async (tx) => {
        await tx.query(`update public.frames set winner = 'away' where id = $1`, [w.frame1]);
        await tx.query(`update public.frames set winner = 'home' where id = $1`, [w.frame1]);
      }),
    );
    const frames = await db.query<{ winner: FrameWinner }>(
      'select winner from public.frames where fixture_id = $1',
      [w.f1],
    );
    expect(events.map((e) => [e.winner, e.homeScore, e.awayScore])).toEqual([
      ['away', 0, 1],
      ['home', 1, 0],
    ]);
    expect({ homeScore: events[1].homeScore, awayScore: events[1].awayScore }).toEqual({
      homeScore: framesWon(frames).home,
      awayScore: framesWon(frames).away,
    });
    expect(events[1].version as number).toBeGreaterThan(events[0].version as number);
    // Public figures only: nobody who played or entered the frame.
    expect(Object.keys(events[1]).sort()).toEqual([
      'awayScore',
      'divisionId',
      'fixtureId',
      'frameId',
      'frameNo',
      'homeScore',
      'leagueId',
      'type',
      'venueId',
      'version',
      'winner',
    ]);
  });

  it('announces breaks with their frame, fixture and division (a high breaks board follows them)', async () => {
    // The frame's own events (and its fixture's, now in play) are heard out first, so they cannot
    // arrive among the break's.
    await heard(async () => {
      await db.query(
        `update public.leagues set settings = settings || '{"break_threshold": 30}' where id = $1`,
        [w.league],
      );
      await db.query(`update public.frames set home_player_id = $2, away_player_id = $3 where id = $1`, [
        w.frame1,
        w.pA,
        w.pB,
      ]);
    });
    const made = await heard(() => insert(db, 'breaks', { frame_id: w.frame1, player_id: w.pA, value: 64 }));
    const which = { breakId: expect.any(Number), frameId: w.frame1, fixtureId: w.f1, ...where() };
    expect(made).toEqual([{ type: 'breaks.insert', ...which }]);
    expect(await heard(() => db.query('delete from public.breaks where id = $1', [made[0].breakId]))).toEqual(
      [{ type: 'breaks.delete', ...which }],
    );
  });

  it('announces a completed match once for the fixture and once for the standings', async () => {
    expect(await heard(() => db.query('select public.complete_fixture($1)', [w.f1]))).toEqual([
      { type: 'fixtures.update', fixtureId: w.f1, ...where(), status: 'final', version },
      { type: 'standings.update', divisionId: w.division, leagueId: w.league },
    ]);
  });

  it('announces sponsors, wallboards and their assignments', async () => {
    expect(
      await heard(() => db.query(`update public.sponsors set weight = 5 where id = $1`, [w.sponsor])),
    ).toEqual([{ type: 'sponsors.update', sponsorId: w.sponsor }]);
    expect(
      await heard(() => db.query(`update public.wallboards set name = 'Bar' where id = $1`, [w.publicBoard])),
    ).toEqual([{ type: 'wallboards.update', wallboardId: w.publicBoard }]);
    expect(
      await heard(() =>
        insert(db, 'wallboard_sponsors', { wallboard_id: w.publicBoard, sponsor_id: w.expiredSponsor }),
      ),
    ).toEqual([
      { type: 'wallboard_sponsors.insert', wallboardId: w.publicBoard, sponsorId: w.expiredSponsor },
    ]);
  });

  it('says nothing when the change is rolled back', async () => {
    const events = await heard(() =>
      db
        .transaction(async (tx) => {
          await tx.query(`update public.fixtures set status = 'scheduled' where id = $1`, [w.f2]);
          throw new Error('rollback');
        })
        .catch(() => {}),
    );
    expect(events).toEqual([]);
  });

  it('logs every event it announces, in the same transaction, under the id the event carries', async () => {
    const events = await heard(() => db.query('select public.complete_fixture($1)', [w.f2]));
    expect(events.map((e) => e.type)).toEqual(['fixtures.update', 'standings.update']);
    const logged = await db.query<{ id: number; payload: Record<string, unknown> }>(
      'select id::int as id, payload from public.live_events where id = any($1::bigint[]) order by id',
      [logIds],
    );
    expect(logged).toEqual(events.map((payload, i) => ({ id: logIds[i], payload })));
    expect(logIds).toEqual([...logIds].sort((a, b) => Number(a) - Number(b)));
  });

  it('prunes logged events older than ten minutes, and no client may read the log', async () => {
    await db.query(`update public.live_events set created_at = now() - interval '11 minutes'`);
    await db.query(`insert into public.live_events (payload) values ('{"type": "fixtures.update"}')`);
    await db.query('select public.prune_live_events()');
    expect(await db.query('select payload from public.live_events')).toEqual([
      { payload: { type: 'fixtures.update' } },
    ]);
    // Revoked from clients, and row-level security with no policy would hide every row anyway.
    for (const role of ['anon', 'authenticated']) {
      const seen = await db
        .transaction(async (tx) => {
          await tx.query(`select set_config('role', $1, true)`, [role]);
          return tx.query('select * from public.live_events');
        })
        .catch((error: { message: string }) => error.message);
      expect(seen).toBe('permission denied for table live_events');
    }
  });

  it("carries a race-to rubber's racks and race, so a TV shows them at once", async () => {
    let fixture = 0;
    await heard(async () => {
      await db.query(
        `update public.leagues set settings = settings || jsonb_build_object('match_format', 'races',
           'race_to', 4, 'handicap', 'fixed', 'handicap_starts', jsonb_build_object($2::text, 1))
         where id = $1`,
        [w.league, w.pB],
      );
      fixture = await insert(db, 'fixtures', {
        division_id: w.division,
        home_team_id: w.teamA,
        away_team_id: w.teamB,
        venue_id: w.venue,
        // in play already: a first frame would start it (an event of its own)
        status: 'in_play',
      });
    });
    const which = { fixtureId: fixture, ...where(), frameNo: 1, version };
    const made = await heard(() =>
      insert(db, 'frames', { fixture_id: fixture, frame_no: 1, home_player_id: w.pA, away_player_id: w.pB }),
    );
    const race = { homeRace: 4, awayRace: 3 };
    const frameId = made[0]?.frameId;
    expect(made).toEqual([
      { type: 'frames.insert', frameId, ...which, winner: 'na', homeScore: 0, awayScore: 0, ...race },
    ]);
    expect(
      await heard(() =>
        db.query('update public.frames set home_racks = 3, away_racks = 3 where id = $1', [frameId]),
      ),
    ).toEqual([
      {
        type: 'frames.update',
        frameId,
        ...which,
        winner: 'away',
        homeScore: 0,
        awayScore: 1,
        homeRacks: 3,
        awayRacks: 3,
        ...race,
      },
    ]);
  });
});
