// The transport against a real HTTP server: the spec's error text, with the server's message attached.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, configureApi, errorText, HttpError, keyOf, ok, request } from './api.ts';

let server: Server;
const seen: { method?: string; url?: string; auth?: string; type?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const entry = {
      method: req.method,
      url: req.url,
      auth: req.headers.authorization,
      type: req.headers['content-type'],
    };
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push(body ? { ...entry, body } : entry);
      answer(req.url, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  configureApi({ apiUrl: `http://127.0.0.1:${port}`, token: () => 'token-1' });
});

function answer(url: string | undefined, res: ServerResponse) {
  if (url === '/api/forbidden') {
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        code: 'forbidden',
        message: 'Only organisers can delete leagues',
        fields: { id: ['x'] },
      }),
    );
  } else if (url === '/api/broken') {
    res.writeHead(502);
    res.end('bad gateway');
  } else if (url === '/api/empty') {
    res.writeHead(204);
    res.end();
  } else {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify([{ id: 1, name: 'Winter League' }]));
  }
}
afterAll(async () => {
  // Test files share a process (vitest.config.ts): the next one gets the app's default base back.
  configureApi({ apiUrl: '/api', token: () => undefined });
  await new Promise<void>((r) => server.close(() => r()));
});

describe('web transport', () => {
  it('GETs JSON with the JSON content type and the bearer token', async () => {
    expect(await request('/leagues')).toEqual([{ id: 1, name: 'Winter League' }]);
    expect(seen.at(-1)).toEqual({
      method: 'GET',
      url: '/api/leagues',
      auth: 'Bearer token-1',
      type: 'application/json',
    });
  });

  it('sends a typed call to its declared path, with its JSON body and the bearer token', async () => {
    await ok(api.leagues[':id'].$patch({ param: { id: 7 }, json: { name: 'Spring' } }));
    expect(seen.at(-1)).toEqual({
      method: 'PATCH',
      url: '/api/leagues/7',
      auth: 'Bearer token-1',
      type: 'application/json',
      body: '{"name":"Spring"}',
    });
  });

  it('makes query keys from the typed paths, relative to /api', () => {
    expect(keyOf(api.leagues.$path())).toBe('/leagues');
    expect(keyOf(api.fixtures.$path({ query: { divisionId: 3 } }))).toBe('/fixtures?divisionId=3');
    expect(keyOf(api.fixtures[':id'].frames.$path({ param: { id: 5 } }))).toBe('/fixtures/5/frames');
  });

  it("raises 'HTTP error! status: {code}' carrying the server's message, code and fields", async () => {
    const error = await request('/forbidden', { method: 'DELETE' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('HTTP error! status: 403');
    expect(error).toMatchObject({
      status: 403,
      serverMessage: 'Only organisers can delete leagues',
      code: 'forbidden',
    });
    expect(errorText(error, 'Failed to delete league')).toBe('Only organisers can delete leagues');
  });

  it("falls back to the spec's text when the server gives no message", async () => {
    const error = await request('/broken').catch((e: unknown) => e);
    expect((error as Error).message).toBe('HTTP error! status: 502');
    expect(errorText(error, 'Failed to create league')).toBe('Failed to create league');
    expect(errorText(new TypeError('offline'), 'Failed to create league')).toBe('Failed to create league');
  });

  it('answers undefined for 204 No Content', async () => {
    expect(await request('/empty', { method: 'DELETE' })).toBeUndefined();
  });
});
