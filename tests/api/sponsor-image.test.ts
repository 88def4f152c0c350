// Sponsor images uploaded to the host (POST /api/sponsors/{id}/image): PNG, JPEG and WebP recognised by
// their bytes, at most 2 MB, stored in DATA_DIR for this user's eyes only and served back unchanged
// with a long cache. Anything else is refused with a 400 naming `image`, and nothing changes.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app.ts';
import type { Db } from '../../api/db/port.ts';
import { MAX_IMAGE_BYTES } from '@core/rules/image-type.ts';
import { createHostApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import { createKeys } from '../../server/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { diskImageStore, sponsorImageDir } from '../../server/sponsor-images.ts';
import { engines, freshDb } from '../support/engines.ts';
import { createUser, setup, verifyJwt, type TestUser } from './support.ts';

/** A real 1x1 PNG; the JPEG and WebP need only their signatures to be recognised. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0jpeg-bytes')]);
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([24, 0, 0, 0]),
  Buffer.from('WEBPVP8 webp-bytes'),
]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe.each(engines)('sponsor image upload (%s)', (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-images-'));
  let db: Db;
  let app: Hono;
  let organiser: TestUser;
  let sponsorId: number;

  const upload = (bytes: Uint8Array, type: string, token = organiser.token, id = sponsorId) =>
    app.request(`/api/sponsors/${id}/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body: Uint8Array.from(bytes),
    });
  const sponsor = async () =>
    (
      await app.request(`/api/sponsors/${sponsorId}`, {
        headers: { authorization: `Bearer ${organiser.token}` },
      })
    ).json();
  const storedFiles = () => readdirSync(sponsorImageDir(dataDir), { withFileTypes: true }).length;

  beforeAll(async () => {
    db = await freshDb(engine);
    const env = parseEnv({ DATA_DIR: dataDir });
    const keys = await createKeys(env.JWT_SECRET);
    const mailer = createMailer({ db, from: env.SMTP_FROM, siteUrl: env.SITE_URL });
    const logger = pino({ level: 'silent' });
    const api = createApi({ db, verifyJwt, images: diskImageStore(dataDir) });
    app = createHostApp({ db, env, keys, mailer, logger, api, root: dataDir });
    organiser = await createUser(db, 'organiser@example.com');
    const created = await app.request('/api/sponsors', {
      method: 'POST',
      headers: { authorization: `Bearer ${organiser.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Cue Masters', imageUrl: 'https://example.com/logo.png' }),
    });
    sponsorId = ((await created.json()) as { id: number }).id;
  }, 180_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['image/png', png, 'png'],
    ['image/jpeg', jpeg, 'jpg'],
    ['image/webp', webp, 'webp'],
  ] as const)('takes a %s and serves it back byte-identical with a long cache', async (type, bytes, ext) => {
    const res = await upload(bytes, type);
    expect(res.status).toBe(200);
    const { imageUrl } = (await res.json()) as { imageUrl: string };
    expect(imageUrl).toMatch(new RegExp(`^/media/sponsor-images/[0-9a-f]{64}\\.${ext}$`));
    expect((await sponsor()).imageUrl).toBe(imageUrl);

    const served = await app.request(imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('keeps the file readable by its owner only', async () => {
    const { imageUrl } = (await (await upload(png, 'image/png')).json()) as { imageUrl: string };
    const file = path.join(sponsorImageDir(dataDir), path.basename(imageUrl));
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(statSync(sponsorImageDir(dataDir)).mode & 0o077).toBe(0);
  });

  it.each([
    ['an SVG', svg, 'image/svg+xml', 'Image must be a PNG, JPEG or WebP file'],
    [
      'a text file labelled image/png',
      Buffer.from('not an image at all'),
      'image/png',
      'Image must be a PNG, JPEG or WebP file',
    ],
    ['a PNG labelled image/jpeg', png, 'image/jpeg', 'Image is a PNG file but was sent as image/jpeg'],
    [
      'an image of 2 MB + 1 byte',
      Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length)]),
      'image/png',
      'Image must be at most 2 MB',
    ],
  ])('refuses %s with a 400 naming image, changing nothing', async (_, bytes, type, message) => {
    const before = await sponsor();
    const files = storedFiles();
    const res = await upload(bytes, type);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message, fields: { image: [message] } });
    expect(await sponsor()).toEqual(before);
    expect(storedFiles()).toBe(files);
  });

  it('is for organisers only', async () => {
    const before = await sponsor();
    const player = await createUser(db);
    const res = await upload(png, 'image/png', player.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Only organisers can upload sponsor images' });
    const anonymous = await app.request(`/api/sponsors/${sponsorId}/image`, {
      method: 'POST',
      headers: { 'content-type': 'image/png' },
      body: Uint8Array.from(png),
    });
    expect(anonymous.status).toBe(401);
    expect(await sponsor()).toEqual(before);
  });

  it('answers 404 for an image that was never stored and for a sponsor that does not exist', async () => {
    expect((await app.request(`/media/sponsor-images/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await app.request('/media/sponsor-images/..%2Fjwt-secret')).status).toBe(404);
    expect((await upload(png, 'image/png', organiser.token, 999_999)).status).toBe(404);
  });

  it('still takes an http(s) image URL, and keeps the uploaded one on a later edit', async () => {
    const { imageUrl } = (await (await upload(png, 'image/png')).json()) as { imageUrl: string };
    const patch = (body: unknown) =>
      app.request(`/api/sponsors/${sponsorId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${organiser.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await patch({ name: 'Cue Masters Ltd', imageUrl })).status).toBe(200);
    expect((await patch({ imageUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await patch({ imageUrl: '/media/sponsor-images/../../jwt-secret' })).status).toBe(400);
    const url = await patch({ imageUrl: 'https://example.com/new.png' });
    expect(((await url.json()) as { imageUrl: string }).imageUrl).toBe('https://example.com/new.png');
  });
});

describe.each(engines)('sponsor image upload without an image store, as on Supabase (%s)', (engine) => {
  it('answers 501 pointing at Storage, and changes nothing', async () => {
    const h = await setup(engine);
    try {
      const t = h.organiser.token;
      const { id } = (
        await h.call('POST', '/sponsors', {
          token: t,
          body: { name: 'Cue Masters', imageUrl: 'https://example.com/a.png' },
        })
      ).body;
      const res = await h.app.request(`/api/sponsors/${id}/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t}`, 'content-type': 'image/png' },
        body: Uint8Array.from(png),
      });
      expect(res.status).toBe(501);
      expect(await res.json()).toMatchObject({
        code: 'not_implemented',
        message:
          'Image uploads are not available on this deployment: upload the image to Storage and use its URL (docs/operations.md, Sponsor images)',
      });
      expect((await h.call('GET', `/sponsors/${id}`)).body.imageUrl).toBe('https://example.com/a.png');
    } finally {
      await h.close();
    }
  }, 180_000);
});
