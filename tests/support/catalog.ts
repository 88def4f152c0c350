// A database's catalog as one map from object name to definition, so two databases built two ways
// (supabase/schemas/ and supabase/migrations/) can be compared object by object.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable, Tx } from '../../api/db/port.ts';

const supabaseDir = fileURLToPath(new URL('../../supabase/', import.meta.url));

/** The topic files in load order: supabase/config.toml [db.migrations] schema_paths, as the Supabase CLI reads it. */
export async function schemaFiles(): Promise<string[]> {
  const config = await readFile(path.join(supabaseDir, 'config.toml'), 'utf8');
  const section = /^\[db\.migrations\]$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(config)?.[1] ?? '';
  const list = /^schema_paths\s*=\s*\[([\s\S]*?)\]/m.exec(section)?.[1];
  if (!list) throw new Error('supabase/config.toml has no [db.migrations] schema_paths');
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => path.join(supabaseDir, m[1]));
}

/** Runs every topic file in order, in one session (a file's `set` holds for the files after it). */
export async function loadSchemaFiles(tx: Tx): Promise<void> {
  for (const file of await schemaFiles()) {
    try {
      await tx.exec(await readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`${path.basename(file)}: ${(error as Error).message}`, { cause: error });
    }
  }
}

// Our schemas: everything but Postgres' own and the migration runner's bookkeeping.
const ours = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast', 'supabase_migrations')
  and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;
// An ACL in a stable order; a null ACL (the defaults) spelled out, so both spellings compare equal.
const acl = (column: string, kind: string, owner: string) =>
  `(select string_agg(a::text, ' ' order by a::text) from unnest(coalesce(${column}, acldefault('${kind}', ${owner}))) a)`;

/** Each query yields (name, definition) for one kind of object. */
const queries: Record<string, string> = {
  schema: `select n.nspname as name, '' as def from pg_namespace n where ${ours}`,
  type: `select n.nspname || '.' || t.typname as name,
      case t.typtype
        when 'e' then 'enum (' || (select string_agg(quote_literal(e.enumlabel), ', ' order by e.enumsortorder)
                                   from pg_enum e where e.enumtypid = t.oid) || ')'
        when 'c' then 'composite (' || (select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' order by a.attnum)
                                        from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped) || ')'
        else t.typtype::text end as def
    from pg_type t join pg_namespace n on n.oid = t.typnamespace
    where ${ours} and t.typtype in ('e', 'c', 'd', 'r')
      and (t.typtype <> 'c' or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')`,
  table: `select n.nspname || '.' || c.relname as name,
      concat_ws(' ', 'rls=' || c.relrowsecurity, 'force=' || c.relforcerowsecurity, c.reloptions::text) as def
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${ours} and c.relkind in ('r', 'p')`,
  column: `select n.nspname || '.' || c.relname || '.' || a.attname as name,
      concat_ws(' ', '#' || rank() over (partition by c.oid order by a.attnum), format_type(a.atttypid, a.atttypmod),
        case when a.attnotnull then 'not null' end, 'default ' || pg_get_expr(d.adbin, d.adrelid),
        case a.attidentity when 'a' then 'identity always' when 'd' then 'identity by default' end,
        case a.attgenerated when 's' then 'generated' end) as def
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where ${ours} and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
  constraint: `select n.nspname || '.' || c.relname || '.' || k.conname as name, pg_get_constraintdef(k.oid) as def
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where ${ours}`,
  index: `select n.nspname || '.' || i.relname as name, pg_get_indexdef(i.oid) as def
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
    where ${ours}`,
  view: `select n.nspname || '.' || c.relname as name, concat_ws(' ', c.reloptions::text, pg_get_viewdef(c.oid)) as def
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${ours} and c.relkind in ('v', 'm')`,
  sequence: `select n.nspname || '.' || c.relname as name,
      concat_ws(' ', format_type(s.seqtypid, null), s.seqstart, s.seqincrement, s.seqmin, s.seqmax, s.seqcache, s.seqcycle,
        (select 'owned by ' || t.relname || '.' || a.attname from pg_depend dp
           join pg_class t on t.oid = dp.refobjid join pg_attribute a on a.attrelid = t.oid and a.attnum = dp.refobjsubid
           where dp.objid = c.oid and dp.classid = 'pg_class'::regclass and dp.refobjsubid > 0 and dp.deptype in ('a', 'i'))) as def
    from pg_sequence s join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace where ${ours}`,
  function: `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
      pg_get_functiondef(p.oid) as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${ours} and p.prokind in ('f', 'p', 'w')`,
  trigger: `select n.nspname || '.' || c.relname || '.' || t.tgname as name,
      pg_get_triggerdef(t.oid) || ' enabled=' || t.tgenabled::text as def
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where ${ours} and not t.tgisinternal`,
  policy: `select schemaname || '.' || tablename || '.' || policyname as name,
      concat_ws(' | ', permissive, cmd, 'to ' || array_to_string(roles, ', '), 'using ' || qual, 'with check ' || with_check) as def
    from pg_policies n where ${ours.replaceAll('n.nspname', 'n.schemaname')}`,
  'grant on schema': `select n.nspname as name, ${acl('n.nspacl', 'n', 'n.nspowner')} as def
    from pg_namespace n where ${ours}`,
  'grant on table': `select n.nspname || '.' || c.relname as name,
      ${acl('c.relacl', 'r', 'c.relowner')} as def
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${ours} and c.relkind in ('r', 'p', 'v', 'm', 'S')`,
  'grant on column': `select n.nspname || '.' || c.relname || '.' || a.attname as name,
      (select string_agg(x::text, ' ' order by x::text) from unnest(a.attacl) x) as def
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where ${ours} and a.attacl is not null and a.attnum > 0 and not a.attisdropped`,
  'grant on function': `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name,
      ${acl('p.proacl', 'f', 'p.proowner')} as def
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${ours}`,
  'grant on type': `select n.nspname || '.' || t.typname as name, ${acl('t.typacl', 'T', 't.typowner')} as def
    from pg_type t join pg_namespace n on n.oid = t.typnamespace where ${ours} and t.typtype in ('e', 'd', 'r')`,
  comment: `select n.nspname || '.' || c.relname || coalesce('.' || a.attname, '') as name, d.description as def
    from pg_description d join pg_class c on d.classoid = 'pg_class'::regclass and c.oid = d.objoid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_attribute a on a.attrelid = c.oid and a.attnum = d.objsubid and d.objsubid > 0
    where ${ours}`,
};

export type Catalog = Map<string, string>;

/** Every object of our schemas, keyed "kind schema.name" (e.g. "policy public.fixtures.Anyone can read fixtures"). */
export async function readCatalog(db: Queryable): Promise<Catalog> {
  const catalog: Catalog = new Map();
  for (const [kind, sql] of Object.entries(queries)) {
    for (const row of await db.query<{ name: string; def: string | null }>(sql)) {
      catalog.set(`${kind} ${row.name}`, row.def ?? '');
    }
  }
  return catalog;
}

/** One line per object that differs: missing on one side, or defined differently. */
export function compareCatalogs(fromSchemas: Catalog, fromMigrations: Catalog): string[] {
  const names = [...new Set([...fromSchemas.keys(), ...fromMigrations.keys()])].sort();
  const out: string[] = [];
  for (const name of names) {
    const a = fromSchemas.get(name);
    const b = fromMigrations.get(name);
    if (a === b) continue;
    if (a === undefined) out.push(`${name}: only in supabase/migrations`);
    else if (b === undefined) out.push(`${name}: only in supabase/schemas`);
    else out.push(`${name}: differs\n  schemas:    ${a}\n  migrations: ${b}`);
  }
  return out;
}
