// Options are parsed with zod; a bad value is a usage error that names the flag.
import { z } from 'zod';
import { isIsoDate } from '../../core/schedule/dates.ts';
import { UsageError, type Fields } from './errors.ts';

export const flagName = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** `args` names positional arguments (e.g. { email: '<email>' }) so errors point at them, not a flag. */
export function parseOptions<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  args: Record<string, string> = {},
): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: Fields = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    const flag = args[key] ?? (key ? flagName(key) : 'options');
    (fields[flag] ??= []).push(issue.message);
  }
  const flags = Object.keys(fields);
  throw new UsageError(`Invalid value for ${flags.join(', ')}`, { fields });
}

export const isoDate = (flag: string) =>
  z.string().refine(isIsoDate, `${flag} must be a date like 2027-01-07`);

/** A comma-separated list: trimmed, empty entries dropped. */
export const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

export const dateList = (flag: string) =>
  list.refine((dates) => dates.every(isIsoDate), `${flag} must be dates like 2027-02-04,2027-02-11`);

export const positiveInt = (flag: string) =>
  z.coerce
    .number({ error: `${flag} must be a whole number` })
    .int(`${flag} must be a whole number`)
    .positive(`${flag} must be at least 1`);

export const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '--time must be a 24-hour time like 19:30');
