// The /api is declared once (api/declare.ts): openapi.json is generated from the same declarations
// the app mounts, so every mounted route is documented, every documented route answers, and a
// typed client follows them.
import { hc } from 'hono/client';
import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppType } from '../../api/app.ts';
import { engines } from '../support/engines.ts';
import { setup, type Harness } from './support.ts';

const methods = ['get', 'post', 'put', 'patch', 'delete'];
/** `/api/leagues/:id` -> `/leagues/{id}`, as openapi.json writes it. */
const documentedPath = (path: string) => path.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}') || '/';
interface Operation {
  parameters: { name: string; in: string }[];
  requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
  responses: Record<string, { content: Record<string, { schema: { required: string[] } }> }>;
}
const sample: Record<string, string> = { userId: '00000000-0000-4000-8000-000000000000' };

describe.each(engines)('openapi.json (%s)', (engine) => {
  let h: Harness;
  let doc: { openapi: string; paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    h = await setup(engine);
    doc = (await h.call('GET', '/openapi.json')).body;
  }, 180_000);
  afterAll(() => h.close());

  const documented = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => methods.includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );

  it('is OpenAPI 3.1 and lists exactly the mounted routes', () => {
    expect(doc.openapi).toBe('3.1.0');
    const mounted = inspectRoutes(h.app)
      .filter((r) => !r.isMiddleware)
      .map((r) => `${r.method} ${documentedPath(r.path)}`);
    expect(new Set(mounted).size).toBe(mounted.length);
    expect([...mounted].sort()).toEqual([...documented()].sort());
    expect(mounted.length).toBeGreaterThan(80);
  });

  it('declares request and response schemas from core/schemas', () => {
    const post = doc.paths['/leagues'].post as Operation;
    expect(post.requestBody.content['application/json'].schema.properties.name).toMatchObject({
      type: 'string',
      maxLength: 255,
    });
    expect(post.responses['201'].content['application/json'].schema.required).toContain('season');
    expect(post.responses.default.content['application/json'].schema.required).toEqual(['code', 'message']);
    const one = doc.paths['/divisions/{id}/teams/{teamId}'].delete as Operation;
    expect(one.parameters.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'path:teamId']);
  });

  it('every documented route answers (anonymously: any status but a 404 "No route" or a 5xx)', async () => {
    for (const route of documented()) {
      const [method, template] = route.split(' ');
      const path = template.replace(/\{(\w+)\}/g, (_, name: string) => sample[name] ?? '1');
      const res = await h.app.request(`/api${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      const text = await (path === '/live' ? res.body?.cancel().then(() => '') : res.text());
      expect({ route, status: res.status }).not.toMatchObject({ status: expect.toSatisfy((s) => s >= 500) });
      expect({ route, body: text }).not.toMatchObject({ body: expect.stringContaining('No route') });
    }
  });

  it('gives a typed client through hono/client (hc<AppType>) that calls the real app', async () => {
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      h.app.request(String(input), init)) as typeof globalThis.fetch;
    const headers = { authorization: `Bearer ${h.organiser.token}` };
    const api = hc<AppType>('http://host.test', { fetch, headers }).api;
    const created = await api.leagues.$post({ json: { name: 'Typed League', season: '2028' } });
    expect(created.status).toBe(201);
    const league = await created.json();
    if (!('id' in league)) throw new Error(league.message);
    const read = await api.leagues[':id'].$get({ param: { id: String(league.id) } });
    const body = await read.json();
    expect(body).toMatchObject({ name: 'Typed League', season: '2028' });
    await api.leagues[':id'].$delete({ param: { id: String(league.id) } });
  });
});
