// The contract clients are generated from (GET /api/openapi.json, kept as docs/openapi.json): the
// document built from the route declarations (api/declare.ts), with every operation's operationId and
// error responses added here, in one place, from its method and path.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { apiErrorSchema } from '@core/schemas/common.ts';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const methods: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Where the rule below reads badly: `METHOD /path` -> operationId. */
const names: Record<string, string> = {
  'GET /openapi.json': 'getOpenApiDocument',
  'GET /user-roles/{userId}': 'listUserRoles',
  'POST /user-roles': 'grantUserRole',
  'DELETE /user-roles': 'revokeUserRole',
  'POST /imports/teams': 'importTeams',
  'POST /imports/players': 'importPlayers',
  'POST /imports/rosters': 'importRosters',
  'POST /sponsors/{id}/image': 'uploadSponsorImage',
  'POST /impressions': 'recordImpressions',
  'GET /live': 'streamLiveEvents',
  'GET /screens/me': 'getPairedScreen',
  'POST /screens/heartbeat': 'sendScreenHeartbeat',
  'GET /audit': 'listAuditEntries',
  'GET /reports/impressions': 'getImpressionsReport',
  'GET /me/export': 'exportMyData',
};

/** A last path segment that names what is done rather than a resource: `POST /fixtures/{id}/postpone`. */
const actions = new Set([
  'accept',
  'claim',
  'confirm',
  'dispute',
  'draw',
  'forfeit',
  'identify',
  'lookup',
  'merge',
  'pair',
  'poll',
  'postpone',
  'reload',
  'resend',
  'rollover',
  'unsubscribe',
  'walkover',
]);
/** Words ending in s that name one thing. */
const uncountable = new Set(['stats']);
const verbs: Record<Method, string> = {
  get: 'get',
  post: 'create',
  put: 'set',
  patch: 'update',
  delete: 'delete',
};

const isParam = (segment: string) => segment.startsWith('{');
const pascal = (segment: string) =>
  segment
    .replace(/\.\w+$/, '')
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');
const plural = (word: string) => word.endsWith('s') && !uncountable.has(word.toLowerCase());
const singular = (word: string) =>
  !plural(word)
    ? word
    : word.endsWith('ies')
      ? `${word.slice(0, -3)}y`
      : /(ch|sh|x|ss)es$/.test(word)
        ? word.slice(0, -2)
        : word.slice(0, -1);

/**
 * The operationId of `METHOD /path`: the verb of the method (list for a collection) or of a final
 * action segment, then the resources named on the way, one of each but the listed one:
 * `GET /fixtures` listFixtures, `GET /fixtures/{id}/result` getFixtureResult, `POST /teams/{id}/players`
 * createTeamPlayer, `POST /fixtures/{id}/postpone` postponeFixture, `PATCH /me` updateMe,
 * `GET /me/notifications` listMyNotifications. Stable while the route is: a client's method names
 * change only when the route does.
 */
function operationId(method: Method, path: string): string {
  const explicit = names[`${method.toUpperCase()} ${path}`];
  if (explicit) return explicit;
  const segments = path.split('/').filter(Boolean);
  let last = segments.length - 1;
  let verb: string = verbs[method];
  let bulk = false;
  if (actions.has(segments[last])) verb = segments[last--];
  else if (segments[last] === 'bulk') [bulk, last] = [true, last - 1];
  const named = segments.slice(0, last + 1);
  const endsWithParam = isParam(named.at(-1) ?? '');
  const lastResource = named.findLastIndex((s) => !isParam(s));
  const words = named.flatMap((segment, i) => {
    if (isParam(segment)) return [];
    if (segment === 'me') return [i === named.length - 1 ? 'Me' : 'My'];
    const word = pascal(segment);
    // A collection keeps its plural when listed, replaced or done in bulk; one of it is singular.
    const many =
      i === lastResource && !endsWithParam && (bulk || (verb === verbs[method] && method !== 'post'));
    return [many ? word : singular(word)];
  });
  if (verb === 'get' && !endsWithParam && plural(words.at(-1) ?? '')) verb = 'list';
  return `${verb}${words.join('')}${bulk ? 'InBulk' : ''}`;
}

type Refusal = 400 | 401 | 403 | 404 | 409 | 429;

/** Each refusal's response, all with the one error shape (api/errors.ts errorBody). */
const refusalResponses: Record<Refusal, [name: string, description: string]> = {
  400: [
    'BadRequest',
    'Bad input: the message names the field, and fields lists each field with its messages; or a token sent in the URL',
  ],
  401: ['Unauthorized', 'Not signed in, or the token is invalid, expired or of an ended session'],
  403: ['Forbidden', "The caller's role may not do this; the message says who may"],
  404: ['NotFound', 'What the path or body names does not exist, or is not visible to the caller'],
  409: [
    'Conflict',
    'Refused by the current state: a duplicate, a record still in use, or a rule of the league (the message says which)',
  ],
  429: ['TooManyRequests', 'Too many attempts: try again later (after Retry-After seconds when it is sent)'],
};

/** Reads some callers may not make (organisers only, or the user themselves): 403 for the others. */
const guardedReads = new Set([
  'listUserRoles',
  'listScreens',
  'getScreenSchedule',
  'listAuditEntries',
  'getImpressionsReport',
  'listUsers',
  'listInvitations',
]);
/** Writes whoever may call make alike (a TV, a display, a link's holder, one's own account): no 403. */
const openWrites = new Set([
  'pairScreen',
  'pollScreen',
  'sendScreenHeartbeat',
  'recordImpressions',
  'lookupInvitation',
  'unsubscribe',
  'updateMe',
  'deleteMe',
  'updateMyNotifications',
]);
/** Writes no state can refuse (no unique key, trigger rule or reference in their way): no 409. */
const unrefusedWrites = new Set([
  'pairScreen',
  'pollScreen',
  'sendScreenHeartbeat',
  'recordImpressions',
  'lookupInvitation',
  'unsubscribe',
  'updateMe',
  'updateMyNotifications',
  'reloadScreen',
  'identifyScreen',
]);
/** Operations that look up what their body names (a code, a link, an account, a wallboard): 404 without an id in the path. */
const lookups = new Set([
  'grantUserRole',
  'revokeUserRole',
  'recordImpressions',
  'claimScreen',
  'lookupInvitation',
  'acceptInvitation',
  'unsubscribe',
]);
/** Rate-limited operations (api/rate-limit.ts and its callers). */
const rateLimited = new Set([
  'createInvitation',
  'resendInvitation',
  'lookupInvitation',
  'acceptInvitation',
  'pairScreen',
  'claimScreen',
  'unsubscribe',
  'confirmFixture',
  'disputeFixture',
  'updateMe',
  'deleteMe',
  'recordImpressions',
]);

/**
 * The refusals an operation can answer. Every request may meet 400 (a token in the URL, api/auth.ts;
 * and the operation's own input) and 401 (a bad or ended token); the rest follow from what it does.
 */
function refusals(method: Method, path: string, id: string): Refusal[] {
  const write = method !== 'get';
  const found: Refusal[] = [400, 401];
  if (write ? !openWrites.has(id) : guardedReads.has(id)) found.push(403);
  if (path.includes('{') || lookups.has(id)) found.push(404);
  if (write && !unrefusedWrites.has(id)) found.push(409);
  if (rateLimited.has(id)) found.push(429);
  return found;
}

const info = {
  title: 'Cueboard API',
  version: '1.0.0',
  description: 'Professional cue-sports league management system',
  // The project grants no licence (package.json is private): docs/decisions.md.
  license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
};

/**
 * The OpenAPI 3.1 document of every route declared on `api`: an operationId for each operation
 * (one its declaration names, else operationId() above; unique, or this throws) and its refusals as
 * shared responses of the one error shape. Anything else still answers with that shape (`default`).
 */
export function contract(api: Pick<OpenAPIHono, 'openAPIRegistry' | 'getOpenAPI31Document'>) {
  api.openAPIRegistry.register('ApiError', z.object(apiErrorSchema.shape));
  for (const [name, description] of Object.values(refusalResponses)) {
    api.openAPIRegistry.registerComponent('responses', name, {
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    });
  }
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  const document = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info,
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }, {}],
  });
  const taken = new Map<string, string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const id = (operation.operationId ??= operationId(method, path));
      const route = `${method.toUpperCase()} ${path}`;
      if (taken.has(id)) throw new Error(`operationId ${id} of ${route} is also ${taken.get(id)}'s`);
      taken.set(id, route);
      const responses = (operation.responses ??= {});
      for (const status of refusals(method, path, id)) {
        responses[status] ??= { $ref: `#/components/responses/${refusalResponses[status][0]}` };
      }
    }
  }
  // A route renamed or removed must not leave its name or exception behind here, silently unused.
  const routes = new Set(taken.values());
  const stale = [
    ...Object.keys(names).filter((route) => !routes.has(route)),
    ...[guardedReads, openWrites, unrefusedWrites, lookups, rateLimited]
      .flatMap((set) => [...set])
      .filter((id) => !taken.has(id)),
  ];
  if (stale.length > 0) throw new Error(`api/openapi.ts names no such operation: ${stale.join(', ')}`);
  return document;
}
