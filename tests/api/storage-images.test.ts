// Sponsor images on a Supabase project (supabase/functions/api/storage-images.ts): the API the Edge
// Function runs, uploading to a stand-in for Supabase Storage's REST API (the part of it the store
// uses: create a bucket, upload an object, read a public object). The first upload makes the public
// bucket; the sponsor keeps the object's public URL, which serves the bytes back; the same image again
// is the same object; a refused upload changes nothing.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import type { Db } from '../../api/db/port.ts';
import { SPONSOR_IMAGE_BUCKET, storageImageStore } from '../../supabase/functions/api/storage-images.ts';
import { freshDb } from '../support/engines.ts';
import { createUser, verifyJwt, type TestUser } from './support.ts';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const serviceRoleKey = 'service-role-key-for-the-storage-test';

/** Supabase Storage's upload, bucket and public-read calls, kept in memory. */
function storageStandIn() {
  const buckets = new Map<string, { public: boolean; allowed: string[] }>();
  const objects = new Map<string, { type: string; bytes: Buffer }>();
  const body = (req: IncomingMessage) =>
    new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
    });
  const server = createServer(async (req, res) => {
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const url = new URL(req.url ?? '/', 'http://storage');
    const publicRead = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(url.pathname);
    if (req.method === 'GET' && publicRead) {
      const found = buckets.get(publicRead[1])?.public && objects.get(`${publicRead[1]}/${publicRead[2]}`);
      if (!found) return send(404, { error: 'not_found', message: 'Object not found' });
      res.writeHead(200, { 'content-type': found.type });
      return res.end(found.bytes);
    }
    if (req.headers.authorization !== `Bearer ${serviceRoleKey}`) {
      return send(403, { error: 'Unauthorized', message: 'invalid signature' });
    }
    if (req.method === 'POST' && url.pathname === '/storage/v1/bucket') {
      const b = JSON.parse((await body(req)).toString()) as {
        id: string;
        public: boolean;
        allowed_mime_types: string[];
      };
      if (buckets.has(b.id)) return send(409, { error: 'Duplicate', message: 'The resource already exists' });
      buckets.set(b.id, { public: b.public, allowed: b.allowed_mime_types });
      return send(200, { name: b.id });
    }
    const upload = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(url.pathname);
    if (req.method === 'POST' && upload) {
      const bucket = buckets.get(upload[1]);
      const bytes = await body(req);
      if (!bucket)
        return send(404, { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' });
      const type = String(req.headers['content-type']);
      if (!bucket.allowed.includes(type)) return send(415, { error: 'invalid_mime_type', message: type });
      const key = `${upload[1]}/${upload[2]}`;
      if (objects.has(key) && req.headers['x-upsert'] !== 'true') return send(409, { error: 'Duplicate' });
      objects.set(key, { type, bytes });
      return send(200, { Key: key });
    }
    return send(404, { error: 'not_found' });
  });
  return { server, buckets, objects };
}

describe('sponsor images in Supabase Storage', () => {
  const storage = storageStandIn();
  let supabaseUrl: string;
  let db: Db;
  let organiser: TestUser;

  beforeAll(async () => {
    await new Promise<void>((resolve) => storage.server.listen(0, '127.0.0.1', resolve));
    supabaseUrl = `http://127.0.0.1:${(storage.server.address() as AddressInfo).port}`;
    db = await freshDb('postgres');
    organiser = await createUser(db, 'organiser@example.com');
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await new Promise<void>((resolve) => (storage.server as Server).close(() => resolve()));
  });

  const apiWith = (key: string) =>
    createApi({ db, verifyJwt, images: storageImageStore({ supabaseUrl, serviceRoleKey: key }) });
  const call = (
    app: ReturnType<typeof apiWith>,
    method: string,
    path: string,
    body?: BodyInit,
    type?: string,
  ) =>
    app.request(`/api${path}`, {
      method,
      headers: { authorization: `Bearer ${organiser.token}`, ...(type ? { 'content-type': type } : {}) },
      body,
    });

  it('uploads to a public bucket it makes once, and the sponsor shows the public URL', async () => {
    const app = apiWith(serviceRoleKey);
    const created = await call(
      app,
      'POST',
      '/sponsors',
      JSON.stringify({ name: 'Cue Masters', imageUrl: 'https://example.com/logo.png' }),
      'application/json',
    );
    const { id } = (await created.json()) as { id: number };

    const first = await call(app, 'POST', `/sponsors/${id}/image`, Uint8Array.from(png), 'image/png');
    expect(first.status).toBe(200);
    const { imageUrl } = (await first.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(
      new RegExp(`^${supabaseUrl}/storage/v1/object/public/${SPONSOR_IMAGE_BUCKET}/[0-9a-f]{64}\\.png$`),
    );
    expect(storage.buckets.get(SPONSOR_IMAGE_BUCKET)).toEqual({
      public: true,
      allowed: ['image/png', 'image/jpeg', 'image/webp'],
    });
    const served = await fetch(imageUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(
      ((await (await call(app, 'GET', `/sponsors/${id}`)).json()) as { imageUrl: string }).imageUrl,
    ).toBe(imageUrl);

    const again = await call(app, 'POST', `/sponsors/${id}/image`, Uint8Array.from(png), 'image/png');
    expect(((await again.json()) as { imageUrl: string }).imageUrl).toBe(imageUrl);
    expect(storage.objects.size).toBe(1);
  });

  it('changes nothing when Storage refuses the upload', async () => {
    const app = apiWith('not-the-service-role-key');
    const created = await call(
      app,
      'POST',
      '/sponsors',
      JSON.stringify({ name: 'Chalk & Co', imageUrl: 'https://example.com/chalk.png' }),
      'application/json',
    );
    const { id } = (await created.json()) as { id: number };
    const refused = await call(app, 'POST', `/sponsors/${id}/image`, Uint8Array.from(png), 'image/png');
    expect(refused.status).toBe(500);
    expect(
      ((await (await call(app, 'GET', `/sponsors/${id}`)).json()) as { imageUrl: string }).imageUrl,
    ).toBe('https://example.com/chalk.png');
  });
});
