// Adding a venue's tables from a number, in the caller's transaction: "Table n" after the venue's
// last, each code and slug as given or generated (core/rules/venue-tables.ts). A code or slug given
// that is taken (or given twice) is a 409 naming it (`tables.1.uniqueCode`); a generated one that is
// taken gets a suffix, so a second "The Red Lion" still gets tables.
import type { NewTable } from '@core/schemas/venue.ts';
import { generatedTable, nextTableNumbers, venueSlug } from '@core/rules/venue-tables.ts';
import type { Queryable, Row } from './db/port.ts';
import { badRequest, conflict } from './errors.ts';
import { insertRow } from './rows.ts';

export interface Venue {
  id: number;
  name: string;
}

type FieldOf = (index: number, key: keyof NewTable) => string;

const labelsAt = async (tx: Queryable, venueId: number) =>
  (
    await tx.query<{ label: string }>('select label from public.venue_tables where venue_id = $1', [venueId])
  ).map((t) => t.label);

/** Raises the venue's table count to `count`; never lowers it (a table is deleted on its own). */
export async function addTables(
  tx: Queryable,
  venue: Venue,
  count: number,
  given: readonly NewTable[] = [],
): Promise<Row[]> {
  const labels = await labelsAt(tx, venue.id);
  if (count < labels.length) {
    const message = `${venue.name} has ${labels.length} tables: delete a table from its list to have fewer`;
    throw badRequest(message, { tableCount: [message] });
  }
  const adding = count - labels.length;
  if (given.length > adding) {
    const message = `Only ${adding} new tables are added, but ${given.length} are described`;
    throw badRequest(message, { tables: [message] });
  }
  return insertTables(tx, venue, nextTableNumbers(labels, adding), given, (i, key) => `tables.${i}.${key}`);
}

/** One table added by hand: its label as given, its code and slug as given or generated. */
export async function addTable(tx: Queryable, venue: Venue, table: NewTable): Promise<Row> {
  const [number] = nextTableNumbers(await labelsAt(tx, venue.id), 1);
  const [row] = await insertTables(tx, venue, [number], [table], (_, key) => key);
  return row;
}

async function insertTables(
  tx: Queryable,
  venue: Venue,
  numbers: readonly number[],
  given: readonly NewTable[],
  fieldOf: FieldOf,
): Promise<Row[]> {
  await refuseTaken(tx, given, fieldOf);
  const base = venueSlug(venue.name);
  const taken = await tx.query<{ unique_code: string; url_slug: string }>(
    `select unique_code, url_slug from public.venue_tables
     where upper(unique_code) like upper($1) || '%' or url_slug like $2 || '%'`,
    [base.slice(0, 40).replace(/-+$/, ''), base],
  );
  const codes = new Set([...taken.map((t) => t.unique_code), ...given.flatMap((t) => t.uniqueCode ?? [])]);
  const slugs = new Set([...taken.map((t) => t.url_slug), ...given.flatMap((t) => t.urlSlug ?? [])]);
  const rows: Row[] = [];
  for (const [i, n] of numbers.entries()) {
    let made = generatedTable(venue.name, n);
    for (let k = 2; codes.has(made.uniqueCode) || slugs.has(made.urlSlug); k++)
      made = generatedTable(venue.name, n, `-${k}`);
    const table = { ...made, ...definedOf(given[i]) };
    codes.add(table.uniqueCode);
    slugs.add(table.urlSlug);
    rows.push(await insertRow(tx, 'venue_tables', { venueId: venue.id, ...table }));
  }
  return rows;
}

const definedOf = (t: NewTable | undefined) =>
  Object.fromEntries(Object.entries(t ?? {}).filter(([, v]) => v !== undefined)) as Partial<NewTable>;

/** A code or slug given twice, or already another table's: 409 naming it. */
async function refuseTaken(tx: Queryable, given: readonly NewTable[], fieldOf: FieldOf) {
  const checks = [
    ['uniqueCode', 'unique_code', 'Unique code already exists'],
    ['urlSlug', 'url_slug', 'URL slug already exists'],
  ] as const;
  for (const [key, column, message] of checks) {
    const values = given.map((t) => t[key]);
    const wanted = values.filter((v): v is string => v !== undefined);
    const inUse = new Set(
      (
        await tx.query<{ v: string }>(
          `select ${column} as v from public.venue_tables where ${column} = any($1::text[])`,
          [wanted],
        )
      ).map((r) => r.v),
    );
    const at = values.findIndex((v, i) => v !== undefined && (inUse.has(v) || values.indexOf(v) !== i));
    if (at >= 0) throw conflict(message, { [fieldOf(at, key)]: [message] });
  }
}
