// Match night on a rehearsed Supabase project (tests/support/supabase-rehearsal.ts): the web app and
// the kiosk from a static server, sign-in through Supabase Auth's stand-in, every /api call through
// the api Edge Function under Deno, e-mail from the jobs Edge Function over SMTP, lapsed results
// confirmed by pg_cron, the public site and embeds from the site handler under Deno. Its own project (playwright.config.ts): a desktop browser opening a phone and
// a TV beside it.
import type { Page, Request } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { listMigrations } from '../../server/db/migrate.ts';
import { supabaseFor } from '../support/mailbox.ts';
import { startRehearsal, type Rehearsal } from '../support/supabase-rehearsal.ts';
import { phone, tv } from './devices.ts';
import { frameCard, signIn, tapWinner, type Api } from './match-night-setup.ts';
import { ensureSiteBuild } from './web-public-setup.ts';

const password = 'secret123';
/** The reads on which the api applies lapsed confirmations itself (api/routes/confirmations.ts's callers). */
const lapsingRead = /^\/api\/(fixtures|standings|home)(\/\d+\/result)?$/;
const stamp = Date.now().toString(36);
const home = `Red Lions ${stamp}`;
const away = `Cue Ballers ${stamp}`;

test.describe('match night on a rehearsed Supabase project', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let r: Rehearsal;
  let organiser: Api;
  let captain: Api;
  const email = (who: string) => `${who}-${stamp}@example.com`;
  let lapsing: number; // completed by the home captain, awaiting the away captain
  let tonight: number; // in play: scored on the phone
  let board: number;
  let leagueId: number;
  let divisionId: number;
  let tvPage: Page;
  const streams: Request[] = [];
  const lapsingReads: string[] = [];
  const watch = (page: Page) =>
    page.on('request', (q) => {
      const path = new URL(q.url()).pathname;
      if (q.url().startsWith(r.apiUrl) && q.method() === 'GET' && lapsingRead.test(path))
        lapsingReads.push(path);
    });

  /** Signs up through Supabase Auth's stand-in and follows the e-mail's link, as a person would. */
  async function signUp(who: string): Promise<{ api: Api; id: string }> {
    const client = await supabaseFor(r.siteUrl);
    const signedUp = await client.auth.signUp({
      email: email(who),
      password,
      options: { emailRedirectTo: `${r.siteUrl}/auth/callback` },
    });
    if (signedUp.error) throw signedUp.error;
    const { text } = await r.mailTo(email(who));
    const link = new URL(/https?:\/\/\S+\/auth\/callback\?[^\s"<>]+/.exec(text)![0]);
    const verified = await client.auth.verifyOtp({
      token_hash: link.searchParams.get('token_hash')!,
      type: 'signup',
    });
    if (verified.error || !verified.data.session) throw verified.error ?? new Error('no session');
    const token = verified.data.session.access_token;
    const api: Api = async (method, path, json) => {
      const res = await fetch(`${r.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      const body = await res.text();
      if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${body}`);
      return body ? JSON.parse(body) : undefined;
    };
    return { api, id: verified.data.user!.id };
  }

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    ensureSiteBuild();
    r = await startRehearsal({ liveMaxStreamSeconds: 2 });
    organiser = (await signUp('organiser')).api; // the first confirmed account organises
    const [homeCaptain, awayCaptain] = await Promise.all([signUp('home'), signUp('away')]);
    captain = homeCaptain.api;
    const league = await organiser('POST', '/leagues', { name: `Winter ${stamp}`, season: '2026/27' });
    await organiser('PATCH', `/leagues/${league.id}`, { settings: { require_confirmation: true } });
    const division = await organiser('POST', '/divisions', { name: 'Premier', leagueId: league.id });
    [leagueId, divisionId] = [league.id, division.id];
    const team = async (name: string, captainUserId: string, players: string[]) => {
      const t = await organiser('POST', '/teams', { name, captainUserId });
      await organiser('POST', `/divisions/${division.id}/teams`, { teamId: t.id });
      for (const fullName of players) {
        const p = await organiser('POST', '/players', { fullName, nickname: null, userId: null });
        await organiser('POST', `/teams/${t.id}/players`, { playerId: p.id, isActive: true });
      }
      return t.id as number;
    };
    const homeId = await team(home, homeCaptain.id, ['Ann Home', 'Bob Home']);
    const awayId = await team(away, awayCaptain.id, ['Cat Away', 'Dan Away']);
    const venue = await organiser('POST', '/venues', { name: 'The Crown', address: null, logoUrl: null });
    const fixture = async (kickoffAt: Date) => {
      const f = await organiser('POST', '/fixtures', {
        divisionId: division.id,
        homeTeamId: homeId,
        awayTeamId: awayId,
        venueId: venue.id,
        tableId: null,
        kickoffAt: kickoffAt.toISOString(),
      });
      await organiser('PATCH', `/fixtures/${f.id}`, { status: 'in_play' });
      return f.id as number;
    };
    // Last week's match, completed by the home captain: it awaits the away captain, who is e-mailed.
    lapsing = await fixture(new Date(Date.now() - 7 * 86_400_000));
    await captain('POST', `/fixtures/${lapsing}/frames`, { winner: 'home' });
    await captain('PATCH', `/fixtures/${lapsing}`, { status: 'final' });
    // Due from now on, as if 48 hours had passed; the cron job's next run is to confirm it.
    await r.db.query(
      `update public.fixtures set completed_at = now() - interval '48 hours 1 second' where id = $1`,
      [lapsing],
    );
    tonight = await fixture(new Date());
    board = (
      await organiser('POST', '/wallboards', {
        name: 'Bar TV',
        type: 'live_scores',
        leagueId: league.id,
        isPublic: true,
        theme: {},
        playlist: [],
      })
    ).id;
    tvPage = await (await browser.newContext(tv)).newPage();
    watch(tvPage);
    tvPage.on('request', (q) => void (q.url().startsWith(`${r.apiUrl}/live`) && streams.push(q)));
  });

  test.afterAll(async ({ browser }) => {
    await Promise.all(browser.contexts().map((c) => c.close()));
    await r?.stop();
  });

  test('the database is shaped as a Supabase project and migrated as `supabase db push` does', async () => {
    const [shape] = await r.db.query(
      `select (select rolsuper from pg_roles where rolname = current_user) as superuser,
         (select nspowner::regrole::text from pg_namespace where nspname = 'auth') as "authOwner",
         (select relowner::regrole::text from pg_class where oid = 'auth.users'::regclass) as "usersOwner",
         (select username from cron.job where jobname = 'cueboard-lapse-confirmations') as "cronRunsAs"`,
    );
    expect(shape).toEqual({
      superuser: false,
      authOwner: 'supabase_auth_admin',
      usersOwner: 'supabase_auth_admin',
      cronRunsAs: 'postgres',
    });
    // Every file, each recorded under its version and name, as the Supabase CLI records them.
    const recorded = await r.db.query(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(recorded).toEqual((await listMigrations()).map(({ version, name }) => ({ version, name })));
  });

  test('a scorer signs in on a phone and scores a frame; the TV shows it', async ({ browser }) => {
    await tvPage.goto(`${r.siteUrl}/kiosk/?wallboard=${board}`);
    const box = tvPage.locator('[data-testid=score-card] [title="Frame 1"]');

    const context = await browser.newContext(phone);
    const scorer = await context.newPage();
    watch(scorer);
    const calls: string[] = [];
    scorer.on('request', (q) => void calls.push(new URL(q.url()).origin));
    await scorer.goto(`${r.siteUrl}/match-night?fixtureId=${tonight}`);
    await signIn(scorer, email('organiser'), password);
    await scorer.getByRole('heading', { name: 'Live Scoring' }).waitFor();
    await scorer.getByRole('button', { name: 'Add Frame' }).click();
    await frameCard(scorer, 1).waitFor();
    await expect(box).toHaveAttribute('data-winner', 'na');
    await tapWinner(scorer, 1, 'Home');
    await scorer.getByTestId('sync-status').getByText('All changes saved').waitFor();
    await expect(box).toHaveAttribute('data-winner', 'home');
    await expect(tvPage.getByTestId('score-card')).toContainText(`${home}1 - 0${away}`);
    // The phone spoke to the static server, Supabase Auth and the api function, and nothing else.
    expect(new Set(calls)).toEqual(new Set([r.siteUrl, r.authUrl, new URL(r.apiUrl).origin]));
    await context.close();
  });

  test('the TV’s live stream, cut by the function as Supabase’s gateway cuts it, resumes with nothing lost', async () => {
    const stream = streams.at(-1)!;
    await (await stream.response())!.finished(); // cut after 2 s
    const count = streams.length;
    const missed = await organiser('POST', `/fixtures/${tonight}/frames`, { winner: 'away' });
    await expect.poll(() => streams.length).toBeGreaterThan(count);
    const card = tvPage.getByTestId('score-card');
    await expect(card.locator('[title="Frame 2"]')).toHaveAttribute('data-winner', 'away');
    await expect(card).toContainText(`${home}1 - 1${away}`);
    // The streams since the cut, each read whole once cut in turn: the frame arrived once (replayed
    // from Last-Event-ID if it was posted while the TV was away, live otherwise), and no reset.
    const bodies: string[] = [];
    for (const resumed of streams.slice(count)) {
      const response = (await resumed.response())!;
      await response.finished();
      bodies.push(await response.text());
    }
    const body = bodies.join('');
    expect(body.match(new RegExp(`"frameId":${missed.id},[^}]*"winner":"away"`, 'g'))).toHaveLength(1);
    expect(body).not.toContain('event: reset');
  });

  test('the jobs function e-mails the away captain through SMTP to confirm last week’s result', async () => {
    const mail = await r.mailTo(email('away'), /please confirm/);
    expect(mail.subject).toBe(`${home} v ${away}: please confirm the result`);
    expect(mail.text).toContain(`${r.siteUrl}/fixtures/${lapsing}`);
    expect(
      r.mail.filter((m) => m.to.includes(email('home')) && /confirm the result/.test(m.subject)),
    ).toEqual([]);
  });

  test('the pg_cron job confirms the lapsed result at its next run', async () => {
    // pg_cron 1.4 (Debian 12) runs jobs each minute at the soonest: this waits for the next one,
    // due since before the phone's story.
    test.setTimeout(90_000);
    await expect
      .poll(
        async () =>
          (await r.db.query(`select confirmation from public.fixtures where id = $1`, [lapsing]))[0]
            .confirmation,
        { timeout: 75_000, intervals: [500] },
      )
      .toBe('confirmed');
    // It was that run: the audit entry's transaction began while the job ran. (pg_cron records the
    // run's end and status a moment after the job's commit.)
    await expect
      .poll(() =>
        r.db.query(
          `select d.status from cron.job_run_details d join cron.job j using (jobid)
           join public.audit_log a on a.table_name = 'fixtures' and a.row_id = $1
             and a.after ->> 'confirmation' = 'confirmed' and a.at between d.start_time and d.end_time
           where j.jobname = 'cueboard-lapse-confirmations'`,
          [lapsing],
        ),
      )
      .toEqual([{ status: 'succeeded' }]);
    // Had a page read fixtures, standings or the home page, the api would have confirmed it itself.
    expect(lapsingReads).toEqual([]);
    const result = await captain('GET', `/fixtures/${lapsing}/result`);
    expect(result).toMatchObject({ fixture: { confirmation: 'confirmed' } });
  });

  test('the public site and an embed render from the site handler under Deno', async ({ page }) => {
    const league = await page.goto(`${r.pagesUrl}/results/${leagueId}`);
    expect(league!.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Winter ${stamp} — 2026/27`);
    const table = page.getByRole('table', { name: 'Premier table' });
    await expect(table.getByRole('row', { name: new RegExp(home) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(away) })).toBeVisible();
    await page.goto(`${r.pagesUrl}/embed/divisions/${divisionId}/standings`);
    // Last week's result, confirmed by the cron job, counts: a win, its frame and the clean sweep.
    const embed = page.getByRole('table', { name: `Premier — Winter ${stamp}` });
    await expect(embed.getByRole('row').nth(1)).toHaveAccessibleName(`1 ${home} 1 1 0 0 1 0 6`);
    await expect(embed.getByRole('row').nth(2)).toHaveAccessibleName(`2 ${away} 1 0 0 1 0 1 0`);
  });
});
