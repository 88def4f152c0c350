// Request validation with the zod schemas of core/: a refused input becomes a 400 whose message
// names the field, with every field's messages in `fields`.
import type { z } from 'zod';
import { badRequest, type Fields } from './errors.ts';
import type { Ctx } from './context.ts';
import { idParam } from '../core/schemas/common.ts';

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

export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
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

/** A numeric path parameter. */
export function pathId(c: Ctx, name = 'id'): number {
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
