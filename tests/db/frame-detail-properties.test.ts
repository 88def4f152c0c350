// For any input, the database and core agree on who won (issue 29): a race score's winner is the
// side at its race (core/rules/frame-details.ts raceWinner), a snooker frame's the side with more
// points (pointsWinner); a score that cannot stand, or a winner sent that disagrees, is refused and
// changes nothing. Both engines, property-based (fast-check).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { pointsWinner, raceScoreValid, raceWinner } from '@core/rules/frame-details.ts';
import { frameWinners } from '@core/schemas/enums.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, insert, sqlError, type World } from './world.ts';

const runs = { numRuns: 60, seed: 29 };

describe.each(engines)('frame winners from details, for any input, on %s', (engine) => {
  let db: Db;
  let w: World;
  let raceFixture: number;
  let frameNo = 1;
  const count = async (fixture: number) =>
    (
      await db.query<{ n: number }>('select count(*)::int as n from public.frames where fixture_id = $1', [
        fixture,
      ])
    )[0].n;

  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
    await db.query(
      `update public.leagues set settings = settings || '{"frame_points": true}' where id = $1`,
      [w.league],
    );
    const league = await insert(db, 'leagues', { name: 'Races', season: '2026' });
    await db.query(
      `update public.leagues set settings = settings || '{"match_format": "races", "race_to": 4, "frames_per_match": 99}'
       where id = $1`,
      [league],
    );
    const division = await insert(db, 'divisions', { league_id: league, name: 'One' });
    raceFixture = await insert(db, 'fixtures', {
      division_id: division,
      home_team_id: w.teamA,
      away_team_id: w.teamB,
      venue_id: w.venue,
    });
  }, 120_000);
  afterAll(() => db.close());

  it("stores a race score's winner as core's raceWinner says, and refuses what cannot stand", async () => {
    const racks = fc.integer({ min: -1, max: 5 });
    await fc.assert(
      fc.asyncProperty(racks, racks, fc.constantFrom(...frameWinners), async (homeRacks, awayRacks, sent) => {
        const score = { homeRacks, awayRacks, homeRace: 4, awayRace: 4 };
        const before = await count(raceFixture);
        const row = {
          fixture_id: raceFixture,
          frame_no: frameNo++,
          home_racks: homeRacks,
          away_racks: awayRacks,
          winner: sent,
        };
        const agrees = raceScoreValid(score) && (sent === 'na' || sent === raceWinner(score));
        if (!agrees) {
          expect((await sqlError(insert(db, 'frames', row))).code).toBe('23514');
          expect(await count(raceFixture)).toBe(before);
          return;
        }
        const id = await insert(db, 'frames', row);
        const [stored] = await db.query('select winner from public.frames where id = $1', [id]);
        expect(stored).toEqual({ winner: raceWinner(score) });
      }),
      runs,
    );
  });

  it("stores a snooker frame's winner as core's pointsWinner says, and refuses a winner that disagrees", async () => {
    const points = fc.integer({ min: 0, max: 160 });
    await fc.assert(
      fc.asyncProperty(points, points, fc.constantFrom(...frameWinners), async (home, away, sent) => {
        const before = await count(w.f1);
        const row = {
          fixture_id: w.f1,
          frame_no: 100 + frameNo++,
          home_points: home,
          away_points: away,
          winner: sent,
        };
        if (sent !== 'na' && sent !== pointsWinner(home, away)) {
          expect(await sqlError(insert(db, 'frames', row))).toEqual({
            code: '23514',
            message: 'Winner must follow from the frame points',
          });
          expect(await count(w.f1)).toBe(before);
          return;
        }
        const id = await insert(db, 'frames', row);
        const [stored] = await db.query('select winner from public.frames where id = $1', [id]);
        expect(stored).toEqual({ winner: pointsWinner(home, away) });
        await db.query('delete from public.frames where id = $1', [id]);
      }),
      runs,
    );
  });
});
