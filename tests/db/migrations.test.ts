import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { listMigrations, migrate } from '../../server/db/migrate.ts';
import { emptyDb, engines } from '../support/engines.ts';

describe.each(engines)('migrations on %s', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await emptyDb(engine);
  });
  afterAll(() => db.close());

  it('applies every migration once, then finds nothing pending', async () => {
    const all = await listMigrations();
    expect(await migrate(db)).toEqual(all.map((m) => m.version));
    expect(await migrate(db)).toEqual([]);
  });

  it('makes auth.uid() read the request claims, as on Supabase', async () => {
    const id = '6f1c1f4e-6a0b-4a5e-9f57-0c5a6f1f2a11';
    const rows = await db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: id, role: 'authenticated' }),
      ]);
      return tx.query<{ uid: string; role: string }>('select auth.uid() as uid, auth.role() as role');
    });
    expect(rows).toEqual([{ uid: id, role: 'authenticated' }]);
  });
});
