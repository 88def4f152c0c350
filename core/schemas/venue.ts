// Venues and their tables (venue_tables).
import { z } from 'zod';
import { MAX_TABLES } from '../rules/venue-tables.ts';
import { id, optionalText, optionalUrl, requiredText, timestamp, newRowOrganisation } from './common.ts';

export const venueSchema = z.object({
  id,
  /** The organisation it belongs to. */
  organisationId: id,
  name: z.string(),
  address: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** How many tables it has. */
  tableCount: z.number().int(),
  createdAt: timestamp,
});
export type Venue = z.infer<typeof venueSchema>;

export const venueTableSchema = z.object({
  id,
  venueId: id,
  label: z.string(),
  uniqueCode: z.string(),
  urlSlug: z.string(),
  createdAt: timestamp,
});
export type VenueTable = z.infer<typeof venueTableSchema>;

/** The slug goes into URLs, so it is limited to URL-safe characters. */
const urlSlug = requiredText('URL Slug', 100).regex(
  /^[A-Za-z0-9_-]+$/,
  'URL Slug may contain only letters, digits, hyphens and underscores',
);

const venueTableFields = {
  label: requiredText('Label', 100),
  uniqueCode: requiredText('Unique Code', 50),
  urlSlug,
};

/** Absent or blank: generated from the venue's name (core/rules/venue-tables.ts). */
const generated = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

/** A new table: its label; its code and slug generated unless given (the form's "Advanced"). */
export const venueTableCreateSchema = z.object({
  label: venueTableFields.label,
  uniqueCode: generated(venueTableFields.uniqueCode),
  urlSlug: generated(venueTableFields.urlSlug),
});
export type VenueTableCreate = z.input<typeof venueTableCreateSchema>;

/** One of the tables a venue form adds: each field generated unless given ("Table n" for the label). */
const newTableSchema = z.object({
  label: generated(venueTableFields.label),
  uniqueCode: generated(venueTableFields.uniqueCode),
  urlSlug: generated(venueTableFields.urlSlug),
});
export type NewTable = z.output<typeof newTableSchema>;

const venueFields = {
  name: requiredText('Venue Name', 255),
  address: optionalText('Address', 1000, 'many').optional(),
  logoUrl: optionalUrl('Logo URL').optional(),
  /** How many tables the venue has: new ones are added as Table k+1..N (never fewer: delete one instead). */
  tableCount: z
    .number({ error: 'Number of Tables must be a whole number' })
    .int('Number of Tables must be a whole number')
    .min(0, 'Number of Tables must be 0 or more')
    .max(MAX_TABLES, `Number of Tables must be at most ${MAX_TABLES}`)
    .optional(),
  /** Codes, slugs or labels chosen for the tables added, in order; the rest are generated. */
  tables: z.array(newTableSchema).max(MAX_TABLES, `At most ${MAX_TABLES} tables`).optional(),
};

const tablesWithinCount = {
  message: 'More tables are described than Number of Tables adds',
  path: ['tables'],
};
const fitsCount = (v: { tableCount?: number; tables?: unknown[] }) =>
  (v.tables?.length ?? 0) === 0 || (v.tableCount !== undefined && v.tables!.length <= v.tableCount);

export const venueCreateSchema = z
  .object({ ...venueFields, ...newRowOrganisation })
  .refine(fitsCount, tablesWithinCount);
export type VenueCreate = z.input<typeof venueCreateSchema>;

export const venueUpdateSchema = z.object(venueFields).partial().refine(fitsCount, tablesWithinCount);
export type VenueUpdate = z.input<typeof venueUpdateSchema>;

export const venueTableUpdateSchema = z.object(venueTableFields).partial();
export type VenueTableUpdate = z.input<typeof venueTableUpdateSchema>;
