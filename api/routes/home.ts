// GET /api/home: the web app's home page in one read (core/schemas/home.ts). Anyone gets the leagues'
// public pages; a signed-in caller also gets the sections of each role they hold. The data access is
// in home-data.ts.
import { homeSchema } from '@core/schemas/home.ts';
import { run, timeZoneOf } from '../context.ts';
import { filters, ok, routes } from '../declare.ts';
import { queryId } from '../validate.ts';
import { lapseConfirmations } from './confirmations.ts';
import { captainHome, leaguesForHome, organiserHome, playerHome, setupChecklist } from './home-data.ts';

export const home = routes().endpoint(
  {
    method: 'get',
    path: '/',
    summary:
      "The home page: each league's public page (anyone); a captain's next match, results to confirm and " +
      "disputes; a player's next fixture, results, rating and form; an organiser's week in counts and " +
      'first-run checklist',
    request: { query: filters('organisationId') },
    responses: ok(homeSchema),
  },
  async (c) => {
    const userId = c.var.claims.role === 'authenticated' ? c.var.claims.sub : undefined;
    const timeZone = timeZoneOf(c);
    // One organisation's home for a person in several (the web app's switcher); else all of theirs.
    const organisationId = queryId(c, 'organisationId') ?? null;
    // Results unanswered for 48 hours count as confirmed before they are counted as waiting.
    if (userId) await lapseConfirmations(c);
    const answer = await run(c, async (tx) => ({
      leagues: await leaguesForHome(tx, organisationId),
      captain: userId ? await captainHome(tx, timeZone, organisationId) : null,
      player: userId ? await playerHome(tx, userId, timeZone, organisationId) : null,
      organiser: userId ? await organiserHome(tx, timeZone, organisationId) : null,
      setup: userId ? await setupChecklist(tx, organisationId) : null,
    }));
    c.header('Cache-Control', 'no-store');
    return c.json(answer);
  },
);
