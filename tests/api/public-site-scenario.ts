// A league for the public site's tests: seedLeague's fixture played to a 2-1 final (Ann Lee beats
// Bob Ray twice), and a second fixture to come, a week later.
import { seedLeague, type Harness } from './support.ts';

export async function publicSiteScenario(h: Harness) {
  const s = await seedLeague(h);
  const t = h.organiser.token;
  const post = async (path: string, body: unknown) => (await h.call('POST', path, { token: t, body })).body;
  await h.call('PATCH', `/fixtures/${s.fixture.id}`, { token: t, body: { status: 'in_play' } });
  for (const winner of ['home', 'away', 'home'] as const) {
    await post(`/fixtures/${s.fixture.id}/frames`, {
      homePlayerId: s.homePlayer.id,
      awayPlayerId: s.awayPlayer.id,
      winner,
    });
  }
  await h.call('PATCH', `/fixtures/${s.fixture.id}`, { token: t, body: { status: 'final' } });
  const next = await post('/fixtures', {
    divisionId: s.division.id,
    homeTeamId: s.away.id,
    awayTeamId: s.home.id,
    venueId: s.venue.id,
    kickoffAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  });
  return { ...s, next };
}
