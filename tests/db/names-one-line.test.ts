// Names hold no control character, for every caller (supabase/migrations/20261127020000_names_one_line.sql):
// a line break in a team's name would start a line of its own in a calendar feed, a CSV file or an
// e-mail header. Rows stored before the rule are cleaned by the upgrade, which must not fail on them.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/port.ts';
import { fromDbError } from '../../api/errors.ts';
import { hasControlCharacter } from '@core/rules/control-characters.ts';
import { listMigrations, migrate } from '../../server/db/migrate.ts';
import { emptyDb, engines, freshDb } from '../support/engines.ts';
import { buildWorld, insert, sqlError, type World } from './world.ts';

const RULE = '20261127020000';

/** Every name and title column (varchar, but for a cup's draw seed); the other varchar columns hold device data or an address. */
const nameColumns: [table: string, column: string][] = [
  ['leagues', 'name'],
  ['leagues', 'season'],
  ['divisions', 'name'],
  ['teams', 'name'],
  ['players', 'full_name'],
  ['players', 'nickname'],
  ['venues', 'name'],
  ['venue_tables', 'label'],
  ['venue_tables', 'unique_code'],
  ['venue_tables', 'url_slug'],
  ['sponsors', 'name'],
  ['wallboards', 'name'],
  ['screens', 'name'],
  ['cups', 'name'],
  ['cups', 'draw_seed'],
  ['profiles', 'display_name'],
  ['organisations', 'name'],
];
const notNames = [
  'invitations.email',
  'organisations.accent_colour',
  'organisations.slug',
  'organisations.time_zone',
  'screens.app_version',
  'screens.command',
  'screens.resolution',
  'screens.showing_page',
];

const hostile = ['A\nB', 'A\r\nEND:VEVENT', 'A\rB', 'A\tB', 'A\u001bB', 'A\u007fB', 'A\u0085B'];

describe.each(engines)('names hold no control character (%s)', (engine) => {
  let db: Db;
  let w: World;
  let rowOf: Record<string, number | string>;
  beforeAll(async () => {
    db = await freshDb(engine);
    w = await buildWorld(db);
    const screen = await insert(db, 'screens', { name: 'Bar screen' });
    const cup = await insert(db, 'cups', {
      league_id: w.league,
      name: 'Cup',
      kind: 'team',
      venue_id: w.venue,
    });
    rowOf = {
      leagues: w.league,
      divisions: w.division,
      teams: w.teamA,
      players: w.pA,
      venues: w.venue,
      venue_tables: w.table,
      sponsors: w.sponsor,
      wallboards: w.publicBoard,
      screens: screen,
      cups: cup,
      profiles: w.users.player,
      organisations: 1,
    };
  }, 120_000);
  afterAll(() => db.close());

  it('checks every name column of the schema', async () => {
    const varchar = await db.query<{ col: string }>(
      `select c.table_name || '.' || c.column_name as col
       from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.data_type = 'character varying'
       order by 1`,
    );
    const checked = await db.query<{ col: string }>(
      `select c.conrelid::regclass::text || '.' || regexp_replace(c.conname, '_one_line$', '') as col
       from pg_constraint c where c.contype = 'c' and c.conname like '%\\_one\\_line' order by 1`,
    );
    const names = nameColumns.map(([t, c]) => `${t}.${c}`);
    expect(varchar.map((r) => r.col).filter((c) => !notNames.includes(c))).toEqual(
      names.filter((c) => c !== 'cups.draw_seed').sort(),
    );
    expect(checked.map((r) => r.col)).toEqual([...names, 'sponsors.tags'].sort());
  });

  it.each(nameColumns)('refuses a control character in %s.%s, for any caller', async (table, column) => {
    const id = rowOf[table];
    for (const value of hostile) {
      const error = await sqlError(
        db.query(`update public.${table} set ${column} = $2 where id = $1`, [id, value]),
      );
      expect(error.code).toBe('23514');
      expect(error.message).toContain(`"${column}_one_line"`);
    }
    expect(
      await db.query(`update public.${table} set ${column} = $2 where id = $1 returning id`, [
        id,
        'Fine – ok',
      ]),
    ).toHaveLength(1);
    // The API answers such a refusal (a caller its schemas did not stop) with a 400 naming the field.
    const raw: unknown = await db
      .query(`update public.${table} set ${column} = 'a' || chr(10) || 'b' where id = $1`, [id])
      .catch((e: unknown) => e);
    const field = column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    const message = `${column.charAt(0).toUpperCase()}${column.slice(1).replace(/_/g, ' ')} must not contain line breaks or other control characters`;
    expect(fromDbError(raw as Parameters<typeof fromDbError>[0])).toMatchObject({
      status: 400,
      message,
      fields: { [field]: [message] },
    });
  });

  it("refuses a control character in a sponsor's tag", async () => {
    const error = await sqlError(
      db.query(`update public.sponsors set tags = array['ok', $2] where id = $1`, [w.sponsor, 'a\nb']),
    );
    expect(error).toMatchObject({ code: '23514', message: expect.stringContaining('"tags_one_line"') });
  });

  it('refuses exactly the characters the API refuses (core/rules/control-characters.ts)', async () => {
    const rows = await db.query<{ i: number; ok: boolean }>(
      `select i, public.is_one_line(chr(i)) as ok from generate_series(1, 12288) i order by i`,
    );
    const disagree = rows.filter((r) => r.ok === hasControlCharacter(String.fromCodePoint(r.i)));
    expect(disagree).toEqual([]);
  });

  it('makes a display name from sign-up metadata one line, so the sign-up still succeeds', async () => {
    await db.query(
      `insert into auth.users (id, email, raw_user_meta_data) values (gen_random_uuid(), $1, $2::jsonb)`,
      ['meta@example.test', JSON.stringify({ display_name: 'Ada\r\nBcc: x@example.com' })],
    );
    expect(
      await db.query(
        `select p.display_name from public.profiles p join auth.users u on u.id = p.id where u.email = $1`,
        ['meta@example.test'],
      ),
    ).toEqual([{ display_name: 'Ada Bcc: x@example.com' }]);
  });
});

describe.each(engines)('upgrading a database that holds names with control characters (%s)', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cueboard-one-line-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('cleans them instead of failing, and the audit log keeps the old name', async () => {
    for (const m of await listMigrations()) {
      if (m.version < RULE) symlinkSync(m.file, path.join(dir, path.basename(m.file)));
    }
    const db = await emptyDb(engine);
    try {
      await migrate(db, dir);
      const league = await insert(db, 'leagues', { name: 'Tuesday\r\nLeague', season: '2026\t27' });
      const team = await insert(db, 'teams', { name: 'Red\r\nEND:VEVENT\r\nBEGIN:VEVENT' });
      const blank = await insert(db, 'teams', { name: '\r\n' });
      const venue = await insert(db, 'venues', { name: 'Hall\u0007' });
      await insert(db, 'venue_tables', {
        venue_id: venue,
        label: 'T 1',
        unique_code: 'A B',
        url_slug: 'a-b',
      });
      const clash = await insert(db, 'venue_tables', {
        venue_id: venue,
        label: 'T\n2',
        unique_code: 'A\nB',
        url_slug: 'a-b\n',
      });
      const sponsor = await insert(db, 'sponsors', {
        name: 'Cue\nCo',
        image_url: 'https://img.test/c.png',
        tags: ['ok', 'x\ny'],
      });

      await migrate(db);

      const one = async (sql: string, params: unknown[]) => (await db.query(sql, params))[0];
      expect(await one('select name, season from public.leagues where id = $1', [league])).toEqual({
        name: 'Tuesday League',
        season: '2026 27',
      });
      expect(await one('select name from public.teams where id = $1', [team])).toEqual({
        name: 'Red END:VEVENT BEGIN:VEVENT',
      });
      expect(await one('select name from public.teams where id = $1', [blank])).toEqual({
        name: '(renamed)',
      });
      expect(await one('select name from public.venues where id = $1', [venue])).toEqual({ name: 'Hall' });
      expect(
        await one('select label, unique_code, url_slug from public.venue_tables where id = $1', [clash]),
      ).toEqual({ label: 'T 2', unique_code: `A B-${clash}`, url_slug: `a-b-${clash}` });
      expect(await one('select name, tags from public.sponsors where id = $1', [sponsor])).toEqual({
        name: 'Cue Co',
        tags: ['ok', 'x y'],
      });
      expect(
        await one(
          `select before ->> 'name' as before, after ->> 'name' as after from public.audit_log
           where table_name = 'teams' and row_id = $1 and action = 'update'`,
          [team],
        ),
      ).toEqual({ before: 'Red\r\nEND:VEVENT\r\nBEGIN:VEVENT', after: 'Red END:VEVENT BEGIN:VEVENT' });
    } finally {
      await db.close();
    }
  }, 180_000);
});
