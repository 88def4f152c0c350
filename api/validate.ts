// Request validation with the zod schemas of core/: a refused input becomes a 400 whose message
// names the field, with every field's messages in `fields`.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest, type Fields } from './errors.ts';
import type { Ctx } from './context.ts';
import { idParam } from '@core/schemas/common.ts';

// zod's own texts do not say which field they are about; ours (the spec's) already do.
const generic = /^(Invalid|Too (big|small)|Expected|Unrecognized)/;

export function toApiError(error: z.ZodError) {
  const fields: Fields = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (fields[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const where = first.path.length ? first.path.join('.') : 'body';
  const message = generic.test(first.message) ? `${where}: ${first.message}` : first.message;
  return badRequest(message, fields);
}

// PostgreSQL cannot store a NUL character, and an unpaired UTF-16 surrogate is not Unicode at all:
// either would fail deep in the database (a 500) or be silently replaced, so any string holding one,
// anywhere in a body or a query, is refused here for every route.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const notStorable = { test: (s: string) => s.includes('\u0000') || loneSurrogate.test(s) };

function unstorablePath(value: unknown, path: string[] = []): string[] | undefined {
  if (typeof value === 'string') return notStorable.test(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, key];
    if (notStorable.test(key)) return path;
    const found = unstorablePath(item, at);
    if (found) return found;
  }
  return undefined;
}

/**
 * The first string in `input` that PostgreSQL cannot store: its field (`_` for `input` itself, or a
 * key of it, called `whole` in the message) and the message naming it. /auth/v1 applies the same rule
 * to its bodies and queries (server/auth/deps.ts).
 */
export function unstorableField(
  input: unknown,
  whole = 'body',
): { field: string; message: string } | undefined {
  const bad = unstorablePath(input);
  if (!bad) return undefined;
  const where = bad.length ? bad.join('.') : whole;
  return {
    field: bad.length ? where : '_',
    message: `${where} must not contain a NUL character or an unpaired surrogate`,
  };
}

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const bad = unstorableField(input);
  if (bad) throw badRequest(bad.message, { [bad.field]: [bad.message] });
  const result = schema.safeParse(input);
  if (!result.success) throw toApiError(result.error);
  return result.data;
}

export async function body<S extends z.ZodType>(c: Ctx, schema: S): Promise<z.output<S>> {
  let input: unknown;
  try {
    input = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON');
  }
  return parse(schema, input);
}

/** A numeric path parameter (of the API's routes and the public site's calendar feeds). */
export function pathId(c: Context, name = 'id'): number {
  const result = idParam.safeParse(c.req.param(name));
  if (!result.success)
    throw badRequest(`${name} must be a positive whole number`, { [name]: ['Invalid id'] });
  return result.data;
}

/** An optional numeric query parameter. */
export function queryId(c: Ctx, name: string): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const result = idParam.safeParse(raw);
  if (!result.success)
    throw badRequest(`${name} must be a positive whole number`, { [name]: ['Invalid id'] });
  return result.data;
}

/** A required numeric query parameter. */
export function requiredQueryId(c: Ctx, name: string): number {
  const id = queryId(c, name);
  if (id === undefined) throw badRequest(`${name} is required`, { [name]: ['Required'] });
  return id;
}

/**
 * A refusal of one item of a list body (`players.2.fullName`, `rows.3.name`), with the item's path at
 * the start of the message and of its field's messages, so the caller sees which item it was.
 */
export function namingItem(field: string, message: string) {
  const named = message.startsWith(`${field}: `) ? message : `${field}: ${message}`;
  return badRequest(named, { [field]: [named] });
}

/** A body's validation error, its message and fields naming the item of `list` when it is about one. */
export function namingItems(list: string, error: ApiError): ApiError {
  const fields = Object.entries(error.fields ?? {});
  const [field, messages] = fields[0] ?? [];
  if (!field?.startsWith(`${list}.`)) return error;
  const named = (key: string, m: string) =>
    key.startsWith(`${list}.`) && !m.startsWith(key) ? `${key}: ${m}` : m;
  return new ApiError(
    error.status,
    error.code,
    named(field, messages[0] ?? error.message),
    Object.fromEntries(fields.map(([k, ms]) => [k, ms.map((m) => named(k, m))])),
  );
}
