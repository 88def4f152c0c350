// The embed pages as a club's website receives them through the host: a division's table and a
// team's fixtures as plain HTML (no script), framable by any site, while every other page and /api
// still refuse framing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import { createKeys } from '../../server/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const SITE_URL = 'https://league.example';

describe.each(engines)('embed pages (%s)', (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-embed-'));
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let host: Hono;
  const get = async (url: string) => {
    const res = await host.request(url);
    return { status: res.status, headers: res.headers, html: await res.text() };
  };
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    const env = parseEnv({ DATA_DIR: dataDir, SITE_URL });
    const keys = await createKeys(env.JWT_SECRET);
    const mailer = createMailer({ db: h.db, from: env.SMTP_FROM, siteUrl: env.SITE_URL });
    const logger = pino({ level: 'silent' });
    host = createHostApp({ db: h.db, env, keys, mailer, logger, api: h.app, root: dataDir });
    const t = h.organiser.token;
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: t,
      body: { kickoffAt: '2026-12-03T19:30:00Z' },
    });
    for (const winner of ['home', 'home', 'away']) {
      await h.call('POST', `/fixtures/${s.fixture.id}/frames`, { token: t, body: { winner } });
    }
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, { token: t, body: { status: 'final' } });
  }, 180_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const framable = (headers: Headers) => {
    expect(headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(headers.get('x-frame-options')).toBeNull();
  };

  it("shows a division's table in order, framable by any site, with no script", async () => {
    const res = await get(`/embed/divisions/${s.division.id}/standings`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    // The anonymous-read cache's (api/read-cache.ts): browsers revalidate by ETag, CDNs keep it 5 s.
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    framable(res.headers);
    expect(res.html).toContain('<table>');
    expect(res.html).toContain('<caption>Premier — Winter League</caption>');
    const rows = [
      ...res.html.matchAll(/<tr><td class="n">(\d+)<\/td><td class="team">([^<]+)<\/td>(.*?)<\/tr>/g),
    ];
    expect(rows.map((r) => [r[1], r[2]])).toEqual([
      ['1', 'Red Lions'],
      ['2', 'Blue Cues'],
    ]);
    expect(res.html).toContain(`href="${SITE_URL}/results/${s.league.id}/divisions/${s.division.id}"`);
    expect(res.html).not.toMatch(/<script|@example\.com/);
  });

  it("shows a team's fixtures with the score, in the time zone asked for", async () => {
    const res = await get(`/embed/teams/${s.away.id}/fixtures?tz=Europe/London`);
    expect(res.status).toBe(200);
    framable(res.headers);
    expect(res.html).toContain('<caption>Blue Cues fixtures</caption>');
    expect(res.html).toContain(
      '<tr><td>Thu 3 Dec, 19:30</td><td class="team">Red Lions</td><td class="n">2 - 1</td>' +
        '<td class="team">Blue Cues</td><td>The Crown</td></tr>',
    );
  });

  it('answers 404 pages for what does not exist, still framable', async () => {
    for (const url of ['/embed/divisions/999999/standings', '/embed/teams/abc/fixtures', '/embed/other']) {
      const res = await get(url);
      expect(res.status).toBe(404);
      framable(res.headers);
    }
  });

  it('keeps every other page and /api refusing to be framed', async () => {
    for (const url of ['/', '/leagues', `/api/standings?divisionId=${s.division.id}`, '/config.json']) {
      const res = await get(url);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});
