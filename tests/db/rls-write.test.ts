// What each kind of user can change, table by table. Every attempt runs in a transaction that is
// rolled back, so all attempts start from the same world.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, type Claims, type Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';
import { everyone, operations, type Op, type Outcome, type Who } from './rls-write-ops.ts';
import { anon, buildWorld, user, type World } from './world.ts';

class Done {
  constructor(readonly outcome: Outcome) {}
}

async function attempt(db: Db, claims: Claims, op: Op): Promise<Outcome> {
  try {
    await asUser(db, claims, async (tx) => {
      await tx.query(op.sql);
      await tx.query('reset role');
      const [{ happened }] = await tx.query<{ happened: boolean }>(`select (${op.effect}) as happened`);
      throw new Done(happened ? 'ok' : 'no effect'); // roll back either way
    });
  } catch (error) {
    if (error instanceof Done) return error.outcome;
    if ((error as { code?: string }).code === '42501') return 'denied';
    if ((error as { code?: string }).code === 'P0001') return 'refused';
    throw error;
  }
  throw new Error('unreachable');
}

describe.each(engines)('changing tables as each role on %s', (engine) => {
  let db: Db;
  let w: World;
  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
  }, 120_000);
  afterAll(() => db.close());

  it('gives each role exactly the changes of the role model', async () => {
    const claims = (who: Who): Claims => (who === 'anonymous' ? anon : user(w.users[who]));
    const actual: Record<string, Outcome[]> = {};
    const wanted: Record<string, Outcome[]> = {};
    for (const op of operations(w)) {
      wanted[op.name] = op.expect;
      actual[op.name] = [];
      for (const who of everyone) actual[op.name].push(await attempt(db, claims(who), op));
    }
    expect(actual).toEqual(wanted);
  });
});
