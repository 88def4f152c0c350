// Options are declared once (`flag()`: commander's flags and help, and the zod rule of its value) and
// parsed with zod; a bad value is a usage error that names the flag.
import type { Command } from 'commander';
import { z } from 'zod';
import { isIsoDate } from '@core/schedule/dates.ts';
import { UsageError, type Fields } from './errors.ts';

export const flagName = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/** One option: `--name <value>` (or `--name` for a switch), its help, and the rule its value follows. */
export interface Flag<F extends string = string, S extends z.ZodType = z.ZodType> {
  flags: F;
  help: string;
  schema: S;
}
export type Flags = Record<string, Flag>;

export const flag = <const F extends string, S extends z.ZodType>(flags: F, help: string, schema: S) => ({
  flags,
  help,
  schema,
});

/** `--json`, which most commands take. */
export const jsonFlag = (help: string) => flag('--json', help, z.boolean().optional());

/** What commander hands the action: a string for an option that takes a value, true for a switch. */
export type RawFlags<F extends Flags> = {
  [K in keyof F]?: F[K]['flags'] extends `${string}<${string}>` ? string : boolean;
};

/** The options' schema, keyed as commander names them (camelCase of the flag). */
export function flagsSchema<F extends Flags>(flags: F): z.ZodObject<{ [K in keyof F]: F[K]['schema'] }> {
  const shape = Object.fromEntries(Object.entries(flags).map(([key, f]) => [key, f.schema]));
  return z.object(shape) as never;
}

/** Adds the options to the command, each under the key commander will use for it. */
export function addFlags<C extends Command>(command: C, flags: Flags): C {
  for (const [key, f] of Object.entries(flags)) {
    if (f.flags.split(' ')[0] !== flagName(key)) throw new Error(`Option ${key} is declared as ${f.flags}`);
    command.option(f.flags, f.help);
  }
  return command;
}

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
