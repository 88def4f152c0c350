// The league of tests/api/stats.test.ts, built through the API as an organiser would: teams Red and
// Blue, players Ann, Bob, Cat, Dan on their rosters (and Eve, who has a starting rating and never
// plays), three fixtures and their frames. The hand computation of every figure is in the test file.
import { expect } from 'vitest';
import type { Harness } from './support.ts';

export type Name = 'Ann' | 'Bob' | 'Cat' | 'Dan' | 'Eve';
type Winner = 'home' | 'away' | 'na';

export async function statsScenario(h: Harness) {
  const t = h.organiser.token;
  const p = {} as Record<Name, number>;
  const f: Record<string, number> = {};
  const frame: Record<string, number> = {};

  const post = async (path: string, body: unknown) => (await h.call('POST', path, { token: t, body })).body;
  const patch = async (path: string, body: unknown) =>
    expect((await h.call('PATCH', path, { token: t, body })).status).toBe(200);
  const remove = async (path: string) =>
    expect((await h.call('DELETE', path, { token: t })).status).toBe(204);
  const stats = async (name: Name, query = '') =>
    (await h.call('GET', `/players/${p[name]}/stats${query}`)).body;
  const ratings = async () => {
    const out: Record<string, number> = {};
    for (const name of ['Ann', 'Bob', 'Cat', 'Dan'] as const) out[name] = (await stats(name)).rating;
    return out;
  };
  async function addFrame(fixture: string, no: number, home: Name | null, away: Name | null, winner: Winner) {
    const body = { frameNo: no, homePlayerId: home && p[home], awayPlayerId: away && p[away], winner };
    frame[`${fixture}.${no}`] = (await post(`/fixtures/${f[fixture]}/frames`, body)).id;
  }

  const league: number = (await post('/leagues', { name: 'Winter', season: '2027' })).id;
  const division: number = (await post('/divisions', { leagueId: league, name: 'Premier' })).id;
  const red: number = (await post('/teams', { name: 'Red' })).id;
  const blue: number = (await post('/teams', { name: 'Blue' })).id;
  for (const name of ['Ann', 'Bob', 'Cat', 'Dan'] as const)
    p[name] = (await post('/players', { fullName: name })).id;
  p.Eve = (await post('/players', { fullName: 'Eve', startRating: 600 })).id;
  // a frame names players of the match: Ann and Cat play for Red, Bob and Dan for Blue
  for (const [team, names] of [
    [red, ['Ann', 'Cat']],
    [blue, ['Bob', 'Dan']],
  ] as const) {
    for (const name of names) await post(`/teams/${team}/players`, { playerId: p[name] });
  }
  const venue = (await post('/venues', { name: 'Hall' })).id;
  const fixture = async (home: number, away: number, day: string) =>
    (
      await post('/fixtures', {
        divisionId: division,
        homeTeamId: home,
        awayTeamId: away,
        venueId: venue,
        kickoffAt: `2027-01-${day}T19:30:00Z`,
      })
    ).id;
  f.F1 = await fixture(red, blue, '07');
  f.F2 = await fixture(blue, red, '14');
  f.F3 = await fixture(red, blue, '21');
  await patch(`/fixtures/${f.F1}`, { status: 'in_play' });
  await patch(`/fixtures/${f.F2}`, { status: 'in_play' });
  await addFrame('F1', 1, 'Ann', 'Bob', 'home');
  await addFrame('F1', 2, 'Cat', 'Dan', 'away');
  await addFrame('F1', 3, 'Ann', 'Dan', 'home');
  await addFrame('F1', 4, 'Cat', 'Bob', 'na');
  await addFrame('F1', 5, 'Ann', null, 'home');
  await addFrame('F2', 1, 'Bob', 'Ann', 'home');
  await addFrame('F2', 2, 'Dan', 'Cat', 'away');
  await addFrame('F3', 1, 'Ann', 'Bob', 'home');
  // Its first frame started F3 (a match starts when its scoring starts); back to scheduled, so a
  // scheduled fixture holds a frame that must not count.
  await patch(`/fixtures/${f.F3}`, { status: 'scheduled' });
  await patch(`/fixtures/${f.F1}`, { status: 'final' });

  return { league, division, red, blue, p, f, frame, post, patch, remove, stats, ratings, addFrame };
}
