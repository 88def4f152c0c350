// The anonymous-read cache (api/read-cache.ts) is emptied by the database: every table an anonymous
// read can show notes its changes (public.note_read_change(), supabase/schemas/live.sql). A table
// that anyone may read and that does not note them would leave cached answers stale after a write,
// so a new one fails here by name until it gets the trigger or is listed below with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';

/** Readable by anon, but no cached answer shows them. */
const notShown: Record<string, string> = {};

describe.each(engines)('tables an anonymous read shows (%s)', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(engine);
  });
  afterAll(() => db?.close());

  it('note their changes for the anonymous-read cache', async () => {
    const rows = await db.query<{ table: string; noted: boolean }>(
      `select c.relname as table,
         exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                 where t.tgrelid = c.oid and p.proname = 'note_read_change') as noted
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r'
         and exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname
                     and p.cmd in ('SELECT', 'ALL') and 'anon' = any(p.roles))
       order by 1`,
    );
    const silent = rows.filter((r) => !r.noted && !(r.table in notShown)).map((r) => r.table);
    expect(silent).toEqual([]);
    // The guard looks at something: the tables the public site is built from are among them.
    expect(rows.map((r) => r.table)).toEqual(expect.arrayContaining(['fixtures', 'frames', 'standings']));
  });
});
