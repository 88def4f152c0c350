// supabase/seed.sql stays valid against the schema and gives a playable demo league.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { engines, freshDb } from '../support/engines.ts';

describe.each(engines)('the demo seed on %s', (engine) => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDb(engine);
    await db.exec(await readFile(new URL('../../supabase/seed.sql', import.meta.url), 'utf8'));
  }, 120_000);
  afterAll(() => db.close());

  it('loads a league with teams, fixtures, sponsors and wallboards', async () => {
    const [counts] = await db.query(
      `select (select count(*)::int from public.leagues) as leagues, (select count(*)::int from public.teams) as teams,
              (select count(*)::int from public.fixtures) as fixtures, (select count(*)::int from public.wallboards) as wallboards,
              (select count(*)::int from public.wallboard_sponsors) as assignments`,
    );
    expect(counts).toEqual({ leagues: 1, teams: 4, fixtures: 4, wallboards: 3, assignments: 2 });
  });

  it('has standings computed from the played round', async () => {
    const table = await db.query(
      `select t.name, s.played, s.points from public.standings s join public.teams t on t.id = s.team_id
       order by s.points desc, t.name`,
    );
    expect(table).toEqual([
      { name: 'The Anchor', played: 1, points: 3 + 3 },
      { name: 'Crown Cuemen', played: 1, points: 1 + 2 },
      { name: 'Duke of York', played: 1, points: 1 + 2 },
      { name: 'Black Bull', played: 1, points: 0 + 1 },
    ]);
  });
});
