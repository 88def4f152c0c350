// Building blocks shared by the entity schemas: ids, bounded texts, http(s) URLs, timestamps.
import { z } from 'zod';
import { hasControlCharacter } from '../rules/control-characters.ts';

/** A numeric id in a body (JSON number). */
export const id = z.number().int().positive();

/** A required reference to another entity: the form's default 0 reads as "not chosen". */
export const requiredId = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} is required`)
    .positive(`${label} is required`);

/** An optional reference: absent, null, or an id. */
export const optionalId = id.nullable().optional();

/** A numeric id in a path or a query string. */
export const idParam = z.coerce.number().int().positive();

/**
 * The one rule for names and titles: no control character (core/rules/control-characters.ts), checked
 * before trimming. A line break in a name would end a line of a calendar feed, an e-mail header or a
 * CSV row and start its own; the database checks every name column the same way.
 */
export const oneLine = (label: string, error?: string) =>
  z
    .string(error ? { error } : undefined)
    .refine(
      (s) => !hasControlCharacter(s),
      `${label} must not contain line breaks or other control characters`,
    );

/** A required, trimmed, one-line text with a length limit, carrying readable messages. */
export const requiredText = (label: string, max: number) =>
  oneLine(label, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional one-line text (a multi-line one with `lines`): '' and absent become null. */
export const optionalText = (label: string, max?: number, lines: 'one' | 'many' = 'one') => {
  const text = (lines === 'one' ? oneLine(label) : z.string()).trim();
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    (max ? text.max(max, `${label} must be at most ${max} characters`) : text).nullable(),
  );
};

/** URLs are shown and clicked on TVs and admin screens, so only http(s) is accepted. */
export const httpUrl = (label: string) =>
  z.url({ protocol: /^https?$/, error: `${label} must be a valid http(s) URL` });

/** An optional URL: '' and absent become null. */
export const optionalUrl = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), httpUrl(label).nullable());

/** A user id (auth.users.id): '' becomes null, as the forms send it. */
export const optionalUserId = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.uuid(`${label} must be a valid user id`).nullable(),
  );

/** An ISO 8601 date-time in a body (with an offset, or local time read as UTC by the server). */
export const dateTime = (label: string) =>
  z.iso.datetime({ offset: true, local: true, error: `${label} must be a valid date and time` });

/** A timestamp in a response (serialised from timestamptz). */
export const timestamp = z.string();

/** The JSON error body of every refused /api request. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * The organisation a new league, venue, team, player, sponsor or wallboard goes into: optional when
 * the caller organises exactly one (docs/architecture.md "Tenancy").
 */
export const newRowOrganisation = {
  organisationId: z
    .number({ error: 'Organisation must be an organisation id' })
    .int('Organisation must be an organisation id')
    .positive('Organisation must be an organisation id')
    .optional(),
};
