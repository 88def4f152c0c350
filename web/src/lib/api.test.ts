// The transport against a real HTTP server: the spec's error text, with the server's message attached.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApi, errorText, HttpError, request } from './api.ts';

let server: Server;
const seen: { method?: string; auth?: string; type?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method, auth: req.headers.authorization, type: req.headers['content-type'] });
    if (req.url === '/api/forbidden') {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 'forbidden',
          message: 'Only organisers can delete leagues',
          fields: { id: ['x'] },
        }),
      );
    } else if (req.url === '/api/broken') {
      res.writeHead(502);
      res.end('bad gateway');
    } else if (req.url === '/api/empty') {
      res.writeHead(204);
      res.end();
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify([{ id: 1, name: 'Winter League' }]));
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  configureApi({ apiUrl: `http://127.0.0.1:${port}`, token: () => 'token-1' });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('web transport', () => {
  it('GETs JSON with the JSON content type and the bearer token', async () => {
    expect(await request('/leagues')).toEqual([{ id: 1, name: 'Winter League' }]);
    expect(seen.at(-1)).toEqual({ method: 'GET', auth: 'Bearer token-1', type: 'application/json' });
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
