// The public site's e2e league, scored by an organiser through the API: Red beat Blue 2-1 (final),
// Blue v Red in play with one frame, both in the Premier division of the Spring League.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signUpConfirmed } from '../support/mailbox.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The site's bundle (the host starts without building); built once if missing. */
export function ensureSiteBuild() {
  if (!existsSync(`${root}/web/public-site/dist/.vite/manifest.json`))
    execSync('npm run build:site', { cwd: root, stdio: 'ignore' });
}

export const organiser = { email: 'pia@example.com', password: 'break-off-1' };

/**
 * The league, set up by the organiser whose session is given (a story's own on the shared host), or
 * else by `organiser`, signed up here as the first user of a host of its own.
 */
export async function publicLeague(hostUrl: string, token?: string) {
  const accessToken =
    token ?? (await signUpConfirmed(hostUrl, organiser.email, organiser.password)).session.access_token;
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await fetch(`${hostUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: number };
  };
  const post = (path: string, json: unknown) => call('POST', path, json);
  const league = await post('/leagues', { name: 'Spring League', season: '2027' });
  const division = await post('/divisions', { leagueId: league.id, name: 'Premier' });
  const red = await post('/teams', { name: 'Red' });
  const blue = await post('/teams', { name: 'Blue' });
  for (const team of [red, blue]) await post(`/divisions/${division.id}/teams`, { teamId: team.id });
  const ann = await post('/players', { fullName: 'Ann Archer' });
  const bob = await post('/players', { fullName: 'Bob Brown' });
  await post(`/teams/${red.id}/players`, { playerId: ann.id });
  await post(`/teams/${blue.id}/players`, { playerId: bob.id });
  const venue = await post('/venues', { name: 'Hall' });
  const fixture = (homeTeamId: number, awayTeamId: number, kickoffAt: string) =>
    post('/fixtures', { divisionId: division.id, homeTeamId, awayTeamId, venueId: venue.id, kickoffAt });
  const played = await fixture(red.id, blue.id, '2027-03-04T19:30:00Z');
  const live = await fixture(blue.id, red.id, '2027-03-11T19:30:00Z');
  await call('PATCH', `/fixtures/${played.id}`, { status: 'in_play' });
  for (const winner of ['home', 'away', 'home'])
    await post(`/fixtures/${played.id}/frames`, { homePlayerId: ann.id, awayPlayerId: bob.id, winner });
  await call('PATCH', `/fixtures/${played.id}`, { status: 'final' });
  await call('PATCH', `/fixtures/${live.id}`, { status: 'in_play' });
  const frame = await post(`/fixtures/${live.id}/frames`, { homePlayerId: bob.id, awayPlayerId: ann.id });
  return { call, league, division, red, blue, ann, bob, played, live, frame };
}
