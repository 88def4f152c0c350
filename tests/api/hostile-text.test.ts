// Every text written into a calendar, a CSV file, an e-mail header or a page is escaped for its
// format, even a name the database would refuse today (names hold no control characters since
// 20261127020000_names_one_line.sql): here the checks are dropped in this test's own database, the
// hostile names written straight into it, and each output read as its reader would.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Hono } from 'hono';
import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasControlCharacter } from '@core/rules/control-characters.ts';
import { createHostApp } from '../../server/app.ts';
import { parseEnv } from '../../server/env.ts';
import { createKeys } from '../../server/jwt.ts';
import { createMailer } from '../../server/mail/mailer.ts';
import { notificationSender } from '../../server/notifications.ts';
import { engines } from '../support/engines.ts';
import { seedLeague, setup, type Harness } from './support.ts';

const home =
  'Red\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free beer\r\nBcc: all@example.com\r\n<script>alert(1)</script>';
const division = 'Premier\r\nX-INJECTED:1 <script>alert(1)</script>';
const league = 'Winter;League,\\\r\nEND:VCALENDAR';
const venue = 'The Crown\u000b\u001b[31m';
const address = '1 High St\r\nLeeds';
const wallboard = "Bar;=1+cmd|' /C calc'!A0\r\n=2+2";

/** The feed's physical lines, and its logical ones (unfolded). */
function icsLines(text: string) {
  const physical = text.split('\r\n');
  const logical = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return { physical, logical };
}

describe.each(engines)('hostile names in every output (%s)', (engine) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-hostile-'));
  let h: Harness;
  let s: Awaited<ReturnType<typeof seedLeague>>;
  let host: Hono;
  let wallboardId: number;
  beforeAll(async () => {
    h = await setup(engine);
    s = await seedLeague(h);
    const t = h.organiser.token;
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: t,
      body: { kickoffAt: '2027-02-04T19:30:00Z' },
    });
    const sponsor = (
      await h.call('POST', '/sponsors', {
        token: t,
        body: { name: 'Cue Co', imageUrl: 'https://cdn.example.com/a.png' },
      })
    ).body;
    wallboardId = (
      await h.call('POST', '/wallboards', {
        token: t,
        body: {
          name: 'W',
          type: 'sponsors',
          leagueId: s.league.id,
          isPublic: true,
          theme: { accent: '#1e90ff', mode: 'light', sponsorStrip: true },
        },
      })
    ).body.id;
    await h.db.query(
      'insert into public.sponsor_impressions (sponsor_id, wallboard_id, duration_ms) values ($1, $2, 5000)',
      [sponsor.id, wallboardId],
    );
    // This database only: the name checks dropped, so the names below can be stored at all.
    await h.db.exec(`do $$ declare r record; begin
      for r in select conrelid::regclass::text as t, conname from pg_constraint where conname like '%\\_one\\_line' loop
        execute format('alter table %s drop constraint %I', r.t, r.conname);
      end loop; end $$`);
    const set = (table: string, column: string, value: string, id: number) =>
      h.db.query(`update public.${table} set ${column} = $2 where id = $1`, [id, value]);
    await set('teams', 'name', home, s.home.id);
    await set('divisions', 'name', division, s.division.id);
    await set('leagues', 'name', league, s.league.id);
    await set('venues', 'name', venue, s.venue.id);
    await set('venues', 'address', address, s.venue.id);
    await set('wallboards', 'name', wallboard, wallboardId);

    const env = parseEnv({ DATA_DIR: dataDir, SITE_URL: 'https://league.example' });
    const keys = await createKeys(env.JWT_SECRET);
    const mailer = createMailer({ db: h.db, from: env.SMTP_FROM, siteUrl: env.SITE_URL });
    host = createHostApp({
      db: h.db,
      env,
      keys,
      mailer,
      logger: pino({ level: 'silent' }),
      api: h.app,
      root: dataDir,
    });
  }, 180_000);
  afterAll(async () => {
    await h.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['team', () => `/teams/${s.home.id}/calendar.ics`],
    ['division', () => `/divisions/${s.division.id}/calendar.ics`],
  ])('keeps the %s feed to its one event, each name inside its own property', async (_feed, url) => {
    const res = await h.app.request(`/api${url()}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    const { physical, logical } = icsLines(text);
    for (const line of physical) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(hasControlCharacter(line), JSON.stringify(line)).toBe(false);
    }
    expect(logical.filter((l) => l !== '').every((l) => /^[A-Z][A-Z0-9-]*[;:]/.test(l))).toBe(true);
    expect(logical.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(logical.filter((l) => l === 'END:VCALENDAR')).toHaveLength(1);
    expect(logical.some((l) => /^(SUMMARY:Free|BCC|X-INJECTED)/i.test(l))).toBe(false);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const [event] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(event.summary).toBe(`${home.replaceAll('\r\n', '\n')} v Blue Cues`);
    expect(event.location).toBe('The Crown [31m, 1 High St\nLeeds');
  });

  it("escapes the division feed's name, which the calendar library writes as given", async () => {
    const text = await (await h.app.request(`/api/divisions/${s.division.id}/calendar.ics`)).text();
    expect(icsLines(text).logical).toContain(
      'X-WR-CALNAME:Premier X-INJECTED:1 <script>alert(1)</script> (Winter\\;League\\,\\\\ END:VCALENDAR)',
    );
  });

  it('writes the impression report CSV with the name in one cell, every formula disarmed', async () => {
    const res = await h.app.request(`/api/reports/impressions?groupBy=wallboard`, {
      headers: { authorization: `Bearer ${h.organiser.token}`, accept: 'text/csv' },
    });
    expect(res.status).toBe(200);
    const rows = parseCsv(await res.text()) as string[][];
    expect(rows.slice(1)).toEqual([[String(wallboardId), "Bar;'=1+cmd|' /C calc'!A0\r\n'=2+2", '1', '5']]);
  });

  it('sends e-mail whose subject stays one header line, and whose HTML shows the name as text', async () => {
    await h.call('PATCH', `/fixtures/${s.fixture.id}`, {
      token: h.organiser.token,
      body: { kickoffAt: '2027-02-11T19:30:00Z' },
    });
    const mailer = createMailer({
      db: h.db,
      from: 'Cueboard <noreply@localhost>',
      siteUrl: 'http://localhost',
    });
    const sender = notificationSender({ db: h.db, mailer, siteUrl: 'http://localhost', intervalMs: 60_000 });
    try {
      await sender.drain();
    } finally {
      sender.stop();
    }
    const mails = await h.db.query<{ subject: string; html: string }>(
      'select subject, html_body as html from auth.mailbox_messages where to_address = $1',
      [s.homeCaptain.email],
    );
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails)
      expect(hasControlCharacter(mail.subject), JSON.stringify(mail.subject)).toBe(false);
    const moved = mails.find((m) => m.subject.startsWith('Red END:VEVENT'));
    expect(moved?.subject).toBe(
      'Red END:VEVENT BEGIN:VEVENT SUMMARY:Free beer Bcc: all@example.com <script>alert(1)</script> v Blue Cues: new date',
    );
    expect(moved!.html).not.toContain('<script>');
    expect(moved!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it.each([
    ['the public team page', () => `/results/${s.league.id}/teams/${s.home.id}`],
    ['the public division page', () => `/results/${s.league.id}/divisions/${s.division.id}`],
    ['the team fixtures embed', () => `/embed/teams/${s.home.id}/fixtures`],
    ['the division standings embed', () => `/embed/divisions/${s.division.id}/standings`],
  ])('shows the name as text on %s', async (_page, url) => {
    const res = await host.request(url());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
