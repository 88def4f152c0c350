// The embeddable pages a club puts in an iframe on its own website: a division's table and a team's
// fixtures, rendered here with no script. They are the only documents the host lets any site frame
// (server/security-headers.ts); they show public data only and are cached briefly.
import { Hono, type Context } from 'hono';
import type { Db } from '../../api/db/port.ts';
import { validTimeZone } from '../../api/routes/feed.ts';
import { embedRoutes } from '@core/rules/public-links.ts';
import { idParam } from '@core/schemas/common.ts';
import { loadDivisionStandings, loadTeamFixtures } from './embed-data.ts';
import { fixturesPage, standingsPage } from './embed-pages.ts';

const notFound = (c: Context, what: string) =>
  c.html(`<!doctype html><html lang="en"><title>Not found</title><p>${what} not found</p></html>`, 404);

function html(c: Context, body: string | undefined, what: string) {
  if (body === undefined) return notFound(c, what);
  // A minute keeps league night's refreshes cheap while results still arrive promptly.
  c.header('Cache-Control', 'public, max-age=60');
  return c.html(body);
}

export function embedApp(db: Db, siteUrl: string | undefined): Hono {
  const app = new Hono();
  const origin = (c: Context) => siteUrl ?? new URL(c.req.url).origin;
  const id = (c: Context) => {
    const n = idParam.safeParse(c.req.param('id')).data;
    return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
  };

  app.get(embedRoutes.divisionStandings, async (c) => {
    const divisionId = id(c);
    const data = divisionId === undefined ? undefined : await loadDivisionStandings(db, divisionId);
    return html(c, data && standingsPage(data, origin(c)), 'Division');
  });
  app.get(embedRoutes.teamFixtures, async (c) => {
    const teamId = id(c);
    const data = teamId === undefined ? undefined : await loadTeamFixtures(db, teamId);
    return html(c, data && fixturesPage(data, validTimeZone(c.req.query('tz'))), 'Team');
  });
  // No other /embed/ path is a page (the web app's fallback would be framed with nothing in it).
  app.all('/embed/*', (c) => notFound(c, 'Page'));
  return app;
}
