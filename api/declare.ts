// Each /api route is declared once: method, path, request and response schemas from core/schemas,
// and its handler. openapi.json is generated from these declarations, and the chained apps' types
// give a typed client (AppType in app.ts).
import { OpenAPIHono, type RouteConfig, type RouteConfigToTypedResponse } from '@hono/zod-openapi';
import type { BlankInput, BlankSchema, Schema, ToSchema } from 'hono/types';
import { z } from 'zod';
import { apiErrorSchema, idParam } from '@core/schemas/common.ts';
import type { ApiEnv, Ctx } from './context.ts';
import { body } from './validate.ts';

type HonoPath<T extends string> = T extends `${infer A}/{${infer P}}${infer B}`
  ? `${A}/:${P}${HonoPath<B>}`
  : T;
type Part<R extends RouteConfig, K extends string, T extends string> =
  NonNullable<R['request']> extends { [_ in K]: infer S extends z.ZodType }
    ? { in: { [_ in T]: z.input<S> }; out: { [_ in T]: z.output<S> } }
    : BlankInput;
type Body<R extends RouteConfig> =
  NonNullable<R['request']> extends {
    body: { content: { 'application/json': { schema: infer S extends z.ZodType } } };
  }
    ? { in: { json: z.input<S> }; out: { json: z.output<S> } }
    : BlankInput;
/** What a typed client sends: path, query and JSON body, from the declared schemas. */
type Inputs<R extends RouteConfig> = Part<R, 'params', 'param'> & Part<R, 'query', 'query'> & Body<R>;

type BodyOf<R extends RouteConfig> =
  NonNullable<R['request']> extends {
    body: { content: { 'application/json': { schema: infer S extends z.ZodType } } };
  }
    ? z.output<S>
    : never;

/** What a handler reads from its request as its route declares it. */
export interface Declared<R extends RouteConfig> {
  /**
   * The JSON body, parsed with the route's declared schema (validate.ts). Called by the handler, after
   * its own role checks where it has them, so a caller who may not act hears 401/403 before 400.
   */
  body(): Promise<BodyOf<R>>;
}

function declared<R extends RouteConfig>(route: R, c: Ctx): Declared<R> {
  return {
    body: () => {
      const schema = (route.request?.body?.content as { 'application/json'?: { schema?: z.ZodType } })?.[
        'application/json'
      ]?.schema;
      if (!schema) throw new Error(`${route.method} ${route.path} declares no JSON body`);
      return body(c, schema) as Promise<BodyOf<R>>;
    },
  };
}

/**
 * Routes that document their request schemas but leave checking them to the handler (validate.ts):
 * refusals keep the API's error shape, its NUL and body-size rules, and its order (a caller who may
 * not do something hears 401/403 before 400). OpenAPIHono's own `openapi()` would validate first.
 */
export class ApiRoutes<S extends Schema = BlankSchema> extends OpenAPIHono<ApiEnv, S> {
  endpoint<const R extends RouteConfig>(
    route: R,
    handler: (c: Ctx, request: Declared<R>) => Response | Promise<Response>,
  ): ApiRoutes<S & ToSchema<R['method'], HonoPath<R['path']>, Inputs<R>, RouteConfigToTypedResponse<R>>> {
    this.openAPIRegistry.registerPath(route);
    this.on(route.method, route.path.replaceAll(/\{(\w+)\}/g, ':$1'), (c) => handler(c, declared(route, c)));
    return this as never;
  }
}

export const routes = () => new ApiRoutes();

export const refused = {
  description: 'Refused: { code, message, fields? }',
  content: { 'application/json': { schema: apiErrorSchema } },
} as const;

/** A JSON request body. */
export const jsonBody = <S extends z.ZodType>(schema: S) =>
  ({ required: true, content: { 'application/json': { schema } } }) as const;

/** A JSON response with the given status, and the error shape for every other status. */
export function ok<S extends z.ZodType>(schema: S): { 200: Json<S>; default: typeof refused };
export function ok<S extends z.ZodType, C extends 200 | 201>(
  schema: S,
  status: C,
): { [K in C]: Json<S> } & { default: typeof refused };
export function ok(schema: z.ZodType, status = 200) {
  return { [status]: { description: 'OK', content: { 'application/json': { schema } } }, default: refused };
}
type Json<S extends z.ZodType> = { description: string; content: { 'application/json': { schema: S } } };

export const created = <S extends z.ZodType>(schema: S) => ok(schema, 201);

export const noContent = { 204: { description: 'Done, no content' }, default: refused } as const;

/** Numeric path parameters, by name. */
export const ids = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((n) => [n, idParam])) as Record<K, typeof idParam>);

/** Optional numeric query parameters (filters), by name. */
export const filters = <K extends string>(...names: K[]) => {
  const optional = idParam.optional();
  return z.object(Object.fromEntries(names.map((n) => [n, optional])) as Record<K, typeof optional>);
};
