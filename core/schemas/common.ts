// Building blocks shared by the entity schemas: ids, bounded texts, http(s) URLs, timestamps.
import { z } from 'zod';

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

/** A required, trimmed text with a length limit, carrying readable messages. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional text: '' and absent become null. */
export const optionalText = (label: string, max?: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    (max
      ? z.string().trim().max(max, `${label} must be at most ${max} characters`)
      : z.string().trim()
    ).nullable(),
  );

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
