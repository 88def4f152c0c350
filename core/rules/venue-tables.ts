// A venue's tables from a number: "Table 1".."Table N", each with a code and a URL slug generated
// from the venue's name (the database wants both unique across every venue; the API adds a suffix
// to a generated one that is taken). The web form shows the same values as placeholders.

/** The most tables a venue form or request may add at once. */
export const MAX_TABLES = 50;

/** The venue's name as a slug: 'The Red Lion' -> 'the-red-lion' (accents folded, at most 80 characters). */
export function venueSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'venue';
}

export interface TableNames {
  label: string;
  uniqueCode: string;
  urlSlug: string;
}

/** Table `n` of a venue: 'Table 3', 'THE-RED-LION-3', 'the-red-lion-3' (`suffix` makes a taken pair unique). */
export function generatedTable(venueName: string, n: number, suffix = ''): TableNames {
  const slug = `${venueSlug(venueName)}-${n}${suffix}`;
  const code = `${venueSlug(venueName).slice(0, 40).replace(/-+$/, '')}-${n}${suffix}`.toUpperCase();
  return { label: `Table ${n}`, uniqueCode: code, urlSlug: slug };
}

/** The numbers of `count` new tables: after the venue's highest "Table n" (or its table count). */
export function nextTableNumbers(existingLabels: readonly string[], count: number): number[] {
  const numbers = existingLabels.map((l) => /^Table (\d+)$/.exec(l)?.[1]).filter((n) => n !== undefined);
  const first = Math.max(existingLabels.length, ...numbers.map(Number)) + 1;
  return Array.from({ length: count }, (_, i) => first + i);
}
