// Match night on a rehearsed Supabase project (tests/support/supabase-rehearsal.ts): the web app and
// the kiosk from a static server, sign-in through Supabase Auth's stand-in, every /api call through
// the api Edge Function under Deno, e-mail from the jobs Edge Function over SMTP, lapsed results
// confirmed by pg_cron, the public site and embeds from the site handler under Deno. Its own project (playwright.config.ts): a desktop browser opening a phone and
// a TV beside it.
import type { Page, Request } from 'playwright-core';
import { expect, test } from '@playwright/test';
import { openPostgres } from '../../api/db/postgres.ts';
import type { Db } from '../../api/db/port.ts';
import { listMigrations } from '../../server/db/migrate.ts';
import { phone, tv } from './devices.ts';
import { frameCard, signIn, tapWinner, type Api } from './match-night-setup.ts';
import {
  apiAs,
  rehearsalEmail,
  rehearsalWorld,
  type RehearsalHandle,
  type RehearsalWorld,
} from './supabase-rehearsal-setup.ts';

/** The reads on which the api applies lapsed confirmations itself (api/routes/confirmations.ts's callers). */
const lapsingRead = /^\/api\/(fixtures|standings|home)(\/\d+\/result)?$/;

test.describe('match night on a rehearsed Supabase project', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  // The people, league, TV and last week's result (due for pg_cron's job) are made in the global
  // setup's background while the other specs run (tests/e2e/supabase-rehearsal-setup.ts).
  let rehearsal: RehearsalHandle;
  let r: RehearsalWorld;
  let db: Db;
  let organiser: Api;
  let captain: Api;
  let home: string;
  let away: string;
  const email = (who: string) => rehearsalEmail(who, r.stamp);
  let tvPage: Page;
  const streams: Request[] = [];
  const lapsingReads: string[] = [];
  const watch = (page: Page) =>
    page.on('request', (q) => {
      const path = new URL(q.url()).pathname;
      if (q.url().startsWith(r.apiUrl) && q.method() === 'GET' && lapsingRead.test(path))
        lapsingReads.push(path);
    });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    rehearsal = await rehearsalWorld();
    r = rehearsal.world;
    ({ home, away } = r);
    db = openPostgres(r.dbUrl, { max: 2 });
    organiser = apiAs(r.apiUrl, r.organiserToken);
    captain = apiAs(r.apiUrl, r.captainToken);
    tvPage = await (await browser.newContext(tv)).newPage();
    watch(tvPage);
    tvPage.on('request', (q) => void (q.url().startsWith(`${r.apiUrl}/live`) && streams.push(q)));
  });

  test.afterAll(async ({ browser }) => {
    await Promise.all(browser.contexts().map((c) => c.close()));
    await db?.close();
    await rehearsal?.stop();
  });

  test('the database is shaped as a Supabase project and migrated as `supabase db push` does', async () => {
    const [shape] = await db.query(
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
    const recorded = await db.query(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    expect(recorded).toEqual((await listMigrations()).map(({ version, name }) => ({ version, name })));
  });

  test('a scorer signs in on a phone and scores a frame; the TV shows it', async ({ browser }) => {
    await tvPage.goto(`${r.siteUrl}/kiosk/?wallboard=${r.board}`);
    const box = tvPage.locator('[data-testid=score-card] [title="Frame 1"]');

    const context = await browser.newContext(phone);
    const scorer = await context.newPage();
    watch(scorer);
    const calls: string[] = [];
    scorer.on('request', (q) => void calls.push(new URL(q.url()).origin));
    await scorer.goto(`${r.siteUrl}/match-night?fixtureId=${r.tonight}`);
    await signIn(scorer, email('organiser'), r.password);
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
    const missed = await organiser('POST', `/fixtures/${r.tonight}/frames`, { winner: 'away' });
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
    const mail = await rehearsal.mailTo(email('away'), /please confirm/);
    expect(mail.subject).toBe(`${home} v ${away}: please confirm the result`);
    expect(mail.text).toContain(`${r.siteUrl}/fixtures/${r.lapsing}`);
    expect(
      rehearsal.mail().filter((m) => m.to.includes(email('home')) && /confirm the result/.test(m.subject)),
    ).toEqual([]);
  });

  test('the pg_cron job confirms the lapsed result at its next run', async () => {
    // pg_cron 1.4 (Debian 12) runs jobs each minute at the soonest. In a whole run the result was
    // made due minutes ago, in the global setup's background, and the job has run; run alone, the
    // spec waits here for the next minute's run.
    test.setTimeout(90_000);
    await expect
      .poll(
        async () =>
          (await db.query(`select confirmation from public.fixtures where id = $1`, [r.lapsing]))[0]
            .confirmation,
        { timeout: 75_000, intervals: [500] },
      )
      .toBe('confirmed');
    // It was that run: the audit entry's transaction began in the run's minute, at or after its
    // turn, and before the run ended. (pg_cron records the run's end and status a moment after the
    // job's commit, and its start just after sending the job's query, so the job's transaction may
    // begin a moment before the recorded start: matched to that, a run failed on a quiet machine.)
    await expect
      .poll(() =>
        db.query(
          `select d.status from cron.job_run_details d join cron.job j using (jobid)
           join public.audit_log a on a.table_name = 'fixtures' and a.row_id = $1
             and a.after ->> 'confirmation' = 'confirmed'
             and a.at between date_trunc('minute', d.start_time) and d.end_time
           where j.jobname = 'cueboard-lapse-confirmations'`,
          [r.lapsing],
        ),
      )
      .toEqual([{ status: 'succeeded' }]);
    // Had a page read fixtures, standings or the home page, the api would have confirmed it itself.
    expect(lapsingReads).toEqual([]);
    const result = await captain('GET', `/fixtures/${r.lapsing}/result`);
    expect(result).toMatchObject({ fixture: { confirmation: 'confirmed' } });
  });

  test('the public site and an embed render from the site handler under Deno', async ({ page }) => {
    const league = await page.goto(`${r.pagesUrl}/results/${r.leagueId}`);
    expect(league!.headers()['content-type']).toBe('text/html; charset=utf-8');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Winter ${r.stamp} — 2026/27`);
    const table = page.getByRole('table', { name: 'Premier table' });
    await expect(table.getByRole('row', { name: new RegExp(home) })).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(away) })).toBeVisible();
    await page.goto(`${r.pagesUrl}/embed/divisions/${r.divisionId}/standings`);
    // Last week's result, confirmed by the cron job, counts: a win, its frame and the clean sweep.
    const embed = page.getByRole('table', { name: `Premier — Winter ${r.stamp}` });
    await expect(embed.getByRole('row').nth(1)).toHaveAccessibleName(`1 ${home} 1 1 0 0 1 0 6`);
    await expect(embed.getByRole('row').nth(2)).toHaveAccessibleName(`2 ${away} 1 0 0 1 0 1 0`);
  });
});
