// Organisations: the tenants of a deployment (docs/architecture.md "Tenancy").
import { z } from 'zod';
import { id, requiredText, timestamp } from './common.ts';
import { roleSchema } from './enums.ts';

/** An organisation's public face: what its site and switcher show. */
export const organisationSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  timeZone: z.string(),
  accentColour: z.string().nullable(),
  logoUrl: z.string().nullable(),
  createdAt: timestamp,
});

/** Slugs that name pages of the site or the API, so never an organisation's address. */
export const reservedSlugs = [
  'api',
  'app',
  'admin',
  'auth',
  'embed',
  'results',
  'site',
  'static',
  'tv',
  'www',
];

/** POST /api/organisations: the slug is its public address (the site's /results/o/{slug}). */
export const organisationCreateSchema = z.object({
  name: requiredText('Name', 120),
  slug: z
    .string({ error: 'Slug is required' })
    .trim()
    .min(2, 'Slug must be at least 2 characters')
    .max(63, 'Slug must be at most 63 characters')
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/,
      'Slug may contain only lower-case letters, digits and inner hyphens',
    )
    .refine((s) => !reservedSlugs.includes(s), 'That slug is reserved'),
});

export type OrganisationCreate = z.input<typeof organisationCreateSchema>;

/** POST /api/organisations answers its id and slug. */
export const organisationCreatedSchema = z.object({ id, slug: z.string() });

/** GET /api/organisations: each of the caller's organisations with the roles they hold in it. */
export const myOrganisationSchema = organisationSchema.extend({ roles: z.array(roleSchema) });

/** GET /api/organisations/{slug}: its public fields and its leagues. */
export const publicOrganisationSchema = organisationSchema.extend({
  leagues: z.array(z.object({ id, name: z.string(), season: z.string() })),
});
