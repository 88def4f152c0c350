// GET /api/openapi.json, generated from the same zod schemas the routes validate with.
import { z } from 'zod';
import * as s from '../core/schemas/index.ts';

type Method = 'get' | 'post' | 'patch' | 'delete';
interface Op {
  summary: string;
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
}

const list = (schema: z.ZodType) => z.array(schema);
const crud = (name: string, path: string, entity: z.ZodType, create: z.ZodType, update: z.ZodType) => ({
  [path]: {
    get: { summary: `List ${name}`, response: list(entity) },
    post: { summary: `Create a ${name.replace(/s$/, '')}`, body: create, response: entity, status: 201 },
  },
  [`${path}/{id}`]: {
    get: { summary: `One ${name.replace(/s$/, '')}`, response: entity },
    patch: { summary: `Update a ${name.replace(/s$/, '')}`, body: update, response: entity },
    delete: { summary: `Delete a ${name.replace(/s$/, '')}`, status: 204 },
  },
});

export const routes: Record<string, Partial<Record<Method, Op>>> = {
  '/user-roles/{userId}': { get: { summary: "A user's roles", response: list(s.userRoleSchema) } },
  '/user-roles': {
    post: { summary: 'Grant a role (organisers)', body: s.roleGrantSchema, status: 201 },
    delete: { summary: 'Revoke a role (organisers)', body: s.roleGrantSchema },
  },
  ...crud('leagues', '/leagues', s.leagueSchema, s.leagueCreateSchema, s.leagueUpdateSchema),
  '/leagues/{id}/histories': {
    get: { summary: 'League history snapshots', response: list(s.leagueHistorySchema) },
    post: { summary: 'Snapshot league history', response: s.leagueHistorySchema, status: 201 },
  },
  ...crud('divisions', '/divisions', s.divisionSchema, s.divisionCreateSchema, s.divisionUpdateSchema),
  '/divisions/{id}/teams': {
    get: { summary: 'Teams in a division', response: list(s.divisionTeamSchema) },
    post: { summary: 'Add a team to a division', body: s.divisionTeamCreateSchema, status: 201 },
  },
  '/divisions/{id}/teams/{teamId}': { delete: { summary: 'Remove a team from a division', status: 204 } },
  ...crud('teams', '/teams', s.teamSchema, s.teamCreateSchema, s.teamUpdateSchema),
  '/teams/{id}/players': {
    get: { summary: 'Active roster entries', response: list(s.rosterEntrySchema) },
    post: { summary: 'Add a player', body: s.rosterCreateSchema, response: s.rosterEntrySchema, status: 201 },
  },
  '/teams/{id}/players/{entryId}': {
    delete: { summary: 'Player leaves the team', response: s.rosterEntrySchema },
  },
  ...crud('players', '/players', s.playerSchema, s.playerCreateSchema, s.playerUpdateSchema),
  '/transfers': {
    get: { summary: 'Transfer requests', response: list(s.transferSchema) },
    post: {
      summary: 'Request a transfer',
      body: s.transferCreateSchema,
      response: s.transferSchema,
      status: 201,
    },
  },
  '/transfers/{id}': {
    patch: { summary: 'Approve or reject', body: s.transferUpdateSchema, response: s.transferSchema },
  },
  '/transfer-windows': {
    get: { summary: 'Transfer windows (?leagueId=)', response: list(s.transferWindowSchema) },
    post: {
      summary: 'Create a window',
      body: s.transferWindowCreateSchema,
      response: s.transferWindowSchema,
      status: 201,
    },
  },
  ...crud('fixtures', '/fixtures', s.fixtureSchema, s.fixtureCreateSchema, s.fixtureUpdateSchema),
  '/fixtures/bulk': {
    post: {
      summary: 'Create many fixtures, all or nothing',
      body: s.fixtureBulkSchema,
      response: list(s.fixtureSchema),
      status: 201,
    },
  },
  '/fixtures/{id}/frames': {
    get: { summary: 'Frames of a fixture', response: list(s.frameSchema) },
    post: { summary: 'Add a frame', body: s.frameCreateSchema, response: s.frameSchema, status: 201 },
  },
  '/frames/{id}': {
    get: { summary: 'One frame', response: s.frameSchema },
    patch: {
      summary: 'Score a frame (last write wins per field)',
      body: s.frameUpdateSchema,
      response: s.frameSchema,
    },
    delete: { summary: 'Delete a frame', status: 204 },
  },
  '/standings': { get: { summary: 'Standings (?divisionId=), ordered', response: list(s.standingSchema) } },
  ...crud('venues', '/venues', s.venueSchema, s.venueCreateSchema, s.venueUpdateSchema),
  '/venues/{id}/tables': {
    get: { summary: 'Tables of a venue', response: list(s.venueTableSchema) },
    post: {
      summary: 'Add a table',
      body: s.venueTableCreateSchema,
      response: s.venueTableSchema,
      status: 201,
    },
  },
  '/venues/{id}/tables/{tableId}': {
    patch: { summary: 'Update a table', body: s.venueTableUpdateSchema, response: s.venueTableSchema },
    delete: { summary: 'Delete a table', status: 204 },
  },
  ...crud('sponsors', '/sponsors', s.sponsorSchema, s.sponsorCreateSchema, s.sponsorUpdateSchema),
  ...crud('wallboards', '/wallboards', s.wallboardSchema, s.wallboardCreateSchema, s.wallboardUpdateSchema),
  '/wallboards/{id}/feed': {
    get: { summary: 'Everything one display needs', response: s.wallboardFeedSchema },
  },
  '/wallboards/{id}/sponsors': {
    get: { summary: 'Sponsors assigned', response: list(s.wallboardSponsorSchema) },
    post: {
      summary: 'Assign a sponsor',
      body: s.wallboardSponsorCreateSchema,
      response: s.wallboardSponsorSchema,
      status: 201,
    },
  },
  '/wallboards/{id}/sponsors/{sponsorId}': { delete: { summary: 'Remove a sponsor', status: 204 } },
  '/impressions': {
    post: {
      summary: 'Record impressions (one or a batch)',
      body: s.impressionBatchSchema,
      response: s.impressionResultSchema,
      status: 201,
    },
  },
  '/live': {
    get: { summary: 'Server-Sent Events (?topics=&fixtureId=&divisionId=&wallboardId=&access_token=)' },
  },
};

const json = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' });

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [path, ops] of Object.entries(routes)) {
    paths[path] = {};
    for (const [method, op] of Object.entries(ops) as [Method, Op][]) {
      const status = String(op.status ?? 200);
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: m[1] === 'userId' ? 'string' : 'integer' },
      }));
      paths[path][method] = {
        summary: op.summary,
        ...(params.length ? { parameters: params } : {}),
        ...(op.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: json(op.body, 'input') } },
              },
            }
          : {}),
        responses: {
          [status]: op.response
            ? { description: 'OK', content: { 'application/json': { schema: json(op.response, 'output') } } }
            : { description: status === '204' ? 'No content' : 'OK' },
          default: {
            description: 'Error',
            content: { 'application/json': { schema: json(s.apiErrorSchema, 'output') } },
          },
        },
      };
    }
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Cueboard API',
      version: '1.0.0',
      description: 'Professional cue-sports league management system',
    },
    servers: [{ url: '/api' }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }, {}],
    paths,
  };
}
