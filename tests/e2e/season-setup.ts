// Shared by the season suites (match life, league settings, fixture wizard): a league seeded through
// /api with the organiser's session, then the organiser signed in.
import type { Page } from 'playwright-core';
import { signUpConfirmed } from '../support/mailbox.ts';
import { signIn, type StoryWorld, type WebWorld } from './web-helpers.ts';

type Json = Record<string, unknown>;

export interface Seeded {
  token: string;
  call: (method: string, path: string, body?: unknown) => Promise<Json & { id: number }>;
  league: { id: number };
  division: { id: number };
  venue: { id: number };
  teams: Record<string, number>;
}

/**
 * Seeds a league with one division of the named teams and a venue as the organiser, then signs in:
 * on the shared host the story's organiser, on a host of its own organiser@example.com, signed up
 * here as its first user.
 */
export async function seedSeason(w: WebWorld | StoryWorld, teamNames: string[]): Promise<Seeded> {
  const { email, password, token } =
    'organiser' in w
      ? w.organiser
      : {
          email: 'organiser@example.com',
          password: 'break-off-1',
          token: (await signUpConfirmed(w.host.url, 'organiser@example.com', 'break-off-1')).session
            .access_token,
        };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${w.host.url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Json & { id: number };
  };
  const league = await call('POST', '/leagues', { name: 'Winter League', season: '2026/27' });
  const division = await call('POST', '/divisions', { leagueId: league.id, name: 'Premier' });
  const venue = await call('POST', '/venues', { name: 'The Crown' });
  const teams: Record<string, number> = {};
  for (const name of teamNames) {
    teams[name] = (await call('POST', '/teams', { name })).id;
    await call('POST', `/divisions/${division.id}/teams`, { teamId: teams[name] });
  }
  await w.page.goto('/');
  await signIn(w.page, email, password);
  return { token, call, league, division, venue, teams };
}

/** The fixtures table's row of a match, by its two team names. */
export const fixtureRow = (page: Page, home: string, away: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: home, exact: true }) })
    .filter({ has: page.getByRole('button', { name: `More actions for ${home} vs ${away}` }) });
