// Venues and their tables (venue_tables).
import { z } from 'zod';
import { id, optionalText, optionalUrl, requiredText, timestamp } from './common.ts';

export const venueSchema = z.object({
  id,
  name: z.string(),
  address: z.string().nullable(),
  logoUrl: z.string().nullable(),
  createdAt: timestamp,
});
export type Venue = z.infer<typeof venueSchema>;

const venueFields = {
  name: requiredText('Venue Name', 255),
  address: optionalText('Address', 1000, 'many').optional(),
  logoUrl: optionalUrl('Logo URL').optional(),
};

export const venueCreateSchema = z.object(venueFields);
export type VenueCreate = z.input<typeof venueCreateSchema>;

export const venueUpdateSchema = z.object(venueFields).partial();
export type VenueUpdate = z.input<typeof venueUpdateSchema>;

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

export const venueTableCreateSchema = z.object(venueTableFields);
export type VenueTableCreate = z.input<typeof venueTableCreateSchema>;

export const venueTableUpdateSchema = z.object(venueTableFields).partial();
export type VenueTableUpdate = z.input<typeof venueTableUpdateSchema>;
