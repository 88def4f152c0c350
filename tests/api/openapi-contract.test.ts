// The contract others generate clients from: the served openapi.json names every operation
// (operationId) and declares the refusals it can answer with the one error shape, passes Redocly's
// recommended rules with 0 problems, and is kept in the repository as docs/openapi.json, so a change
// to it shows in review.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILE, contractText, REGENERATE, servedContract } from '../../server/ops/openapi.ts';
import { accountRows } from './authz/accounts.ts';
import { calendarRows } from './authz/calendar.ts';
import { cupRows } from './authz/cups.ts';
import { displayRows } from './authz/displays.ts';
import { fixtureRows } from './authz/fixtures.ts';
import { invitationRows } from './authz/invitations.ts';
import { leagueRows } from './authz/leagues.ts';
import { peopleRows } from './authz/people.ts';
import { publicSiteRows } from './authz/public-site.ts';
import { roleRows } from './authz/roles.ts';
import { statsRows } from './authz/stats.ts';

interface Operation {
  operationId?: string;
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, { content: Record<string, { schema: unknown }> }>;
  };
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** Where two JSON values first differ, as a path of keys; undefined when they are equal. */
function firstDifference(a: unknown, b: unknown, at: string[] = []): string | undefined {
  if (a === b) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return at.join(' ') || '(root)';
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], [
      ...at,
      key,
    ]);
    if (found) return found;
  }
  return undefined;
}

describe('the API contract (openapi.json)', () => {
  let served: Contract;
  let operations: [route: string, operation: Operation][];
  beforeAll(async () => {
    served = (await servedContract()) as Contract;
    operations = Object.entries(served.paths).flatMap(([p, item]) =>
      methods.filter((m) => item[m]).map((m) => [`${m.toUpperCase()} ${p}`, item[m]] as [string, Operation]),
    );
  }, 60_000);

  it(`is kept in the repository as ${CONTRACT_FILE}, equal to the served one`, async () => {
    const kept: unknown = JSON.parse(await readFile(CONTRACT_FILE, 'utf8'));
    const where = firstDifference(served, kept);
    expect(
      where,
      `${CONTRACT_FILE} differs from the served openapi.json at ${where}: run \`${REGENERATE}\` to regenerate it`,
    ).toBeUndefined();
  });

  it('gives every operation a unique, readable operationId', () => {
    const ids = operations.map(([, op]) => op.operationId);
    for (const [route, op] of operations) {
      expect({ route, operationId: op.operationId }).toEqual({
        route,
        operationId: expect.stringMatching(/^[a-z][a-zA-Z]+$/),
      });
    }
    expect(new Set(ids).size).toBe(ids.length);
    const idOf = (route: string) => operations.find(([r]) => r === route)?.[1].operationId;
    expect(idOf('GET /fixtures')).toBe('listFixtures');
    expect(idOf('GET /fixtures/{id}/result')).toBe('getFixtureResult');
    expect(idOf('POST /leagues')).toBe('createLeague');
    expect(idOf('PATCH /frames/{id}')).toBe('updateFrame');
    expect(idOf('DELETE /teams/{id}/players/{entryId}')).toBe('deleteTeamPlayer');
    expect(idOf('POST /fixtures/{id}/postpone')).toBe('postponeFixture');
    expect(idOf('POST /teams/{id}/players/bulk')).toBe('createTeamPlayersInBulk');
  });

  it('declares the refusals of every operation, each with the one error shape { code, message, fields? }', () => {
    expect(served.components.schemas.ApiError).toEqual({
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
      },
      required: ['code', 'message'],
    });
    const errorShape = { $ref: '#/components/schemas/ApiError' };
    for (const [route, op] of operations) {
      const refusals = Object.keys(op.responses).filter((s) => /^4\d\d$/.test(s));
      // Anyone may send a token in the URL (400) or a bad token (401), whatever the route.
      expect({ route, refusals }).toEqual({ route, refusals: expect.arrayContaining(['400', '401']) });
      for (const status of refusals) {
        const name = op.responses[status].$ref?.replace('#/components/responses/', '') ?? '';
        expect({
          route,
          status,
          schema: served.components.responses[name]?.content['application/json'].schema,
        }).toEqual({
          route,
          status,
          schema: errorShape,
        });
      }
    }
    const declared = (route: string) => Object.keys(operations.find(([r]) => r === route)![1].responses);
    expect(declared('GET /leagues')).toEqual(['200', '400', '401', 'default']);
    expect(declared('DELETE /leagues/{id}')).toEqual(['204', '400', '401', '403', '404', '409', 'default']);
    expect(declared('GET /audit')).toEqual(['200', '400', '401', '403', 'default']);
    expect(declared('POST /invitations')).toEqual(['201', '400', '401', '403', '409', '429', 'default']);
  });

  it('declares every refusal the authorization matrix expects (tests/api/authz)', () => {
    const rows = [
      ...leagueRows,
      ...peopleRows,
      ...fixtureRows,
      ...displayRows,
      ...roleRows,
      ...accountRows,
      ...invitationRows,
      ...statsRows,
      ...calendarRows,
      ...publicSiteRows,
      ...cupRows,
    ];
    const undeclared = rows.flatMap(([name, expected]) => {
      const route = name.replace(/ \(.*\)$/, '');
      const op = operations.find(([r]) => r === route)?.[1];
      if (!op) return [`${name}: no such operation`];
      return expected
        .filter((status) => status >= 400 && status < 500 && !(String(status) in op.responses))
        .map((status) => `${name}: ${status}`);
    });
    expect(undeclared).toEqual([]);
  });

  it("passes Redocly's recommended rules with 0 problems", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cueboard-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      await writeFile(file, contractText(served));
      const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
      const args = [
        cli,
        'lint',
        file,
        '--config',
        'redocly.yaml',
        '--format',
        'json',
        '--max-problems',
        '1000',
      ];
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
      // Redocly exits non-zero when it finds errors; the report on stdout says which either way.
      const { stdout } = await promisify(execFile)(process.execPath, args, {
        env,
        maxBuffer: 64 << 20,
      }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(stdout) as {
        problems: { ruleId: string; message: string; location: { pointer: string }[] }[];
      };
      const problems = report.problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      expect(problems).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
