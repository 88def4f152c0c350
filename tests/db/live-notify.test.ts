// Live events: changes are announced on channel cueboard_live, as the API's SSE stream relays them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { buildWorld, insert, type World } from './world.ts';

describe.each(engines)('live events on %s', (engine) => {
  let db: Db;
  let w: World;
  let events: Record<string, unknown>[] = [];
  let stop: () => Promise<void>;
  /** Runs the change, then waits until no more events arrive. */
  async function heard(change: () => Promise<unknown>) {
    events = [];
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
    stop = await db.listen('cueboard_live', (payload) => events.push(JSON.parse(payload)));
  }, 120_000);
  afterAll(async () => {
    await stop();
    await db.close();
  });

  it('announces fixture changes with the fixture and division', async () => {
    expect(
      await heard(() => db.query(`update public.fixtures set status = 'in_play' where id = $1`, [w.f1])),
    ).toEqual([{ type: 'fixtures.update', fixtureId: w.f1, divisionId: w.division }]);
  });

  it('announces frames with their fixture and division', async () => {
    const events = await heard(() => db.query('select public.add_frame($1)', [w.f1]));
    expect(events).toEqual([
      { type: 'frames.insert', frameId: expect.any(Number), fixtureId: w.f1, divisionId: w.division },
    ]);
    expect(
      await heard(() => db.query('delete from public.frames where id = $1', [events[0].frameId])),
    ).toEqual([
      { type: 'frames.delete', frameId: events[0].frameId, fixtureId: w.f1, divisionId: w.division },
    ]);
  });

  it('announces a completed match once for the fixture and once for the standings', async () => {
    expect(await heard(() => db.query('select public.complete_fixture($1)', [w.f1]))).toEqual([
      { type: 'fixtures.update', fixtureId: w.f1, divisionId: w.division },
      { type: 'standings.update', divisionId: w.division },
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
});
