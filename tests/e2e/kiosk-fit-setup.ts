// For tests/e2e/kiosk-fit.spec.ts: a league bigger than any screen (20 teams, 40 fixtures: ten in
// play, one final, twelve ranked players with a break each, a 20-entry cup) with one wallboard of every type, and the
// measurements the spec asserts on, taken in the page.
import type { Page } from 'playwright-core';
import type { WallboardType } from '@core/schemas/enums.ts';
import { sponsorsOn, wallboard, type Api } from './kiosk-setup.ts';

export const LEAGUE = 'Fit League';
const LONG = 'Snooker & Pool Social Club Second Team';
export const teamName = (i: number) => (i % 3 === 0 ? `Team ${i} ${LONG}` : `Team ${i}`);

export async function seedBigLeague(api: Api, hostUrl: string): Promise<Record<WallboardType, number>> {
  const league = await api('POST', '/leagues', { name: LEAGUE, season: '2026/27' });
  await api('PATCH', `/leagues/${league.id}`, {
    settings: { leaderboard: { min_frames: 1 }, frames_per_match: 6, break_threshold: 30 },
  });
  const division = await api('POST', '/divisions', { name: 'Division One', leagueId: league.id });
  const venue = await api('POST', '/venues', { name: 'The Crown and Anchor Snooker Centre' });
  const teams: number[] = [];
  for (let i = 1; i <= 20; i++) {
    const t = await api('POST', '/teams', { name: teamName(i) });
    await api('POST', `/divisions/${division.id}/teams`, { teamId: t.id });
    teams.push(t.id);
  }
  const fixture = (i: number, kickoffAt: string) =>
    api('POST', '/fixtures', {
      divisionId: division.id,
      homeTeamId: teams[i % 20],
      awayTeamId: teams[(i + 1 + Math.floor(i / 20)) % 20],
      venueId: venue.id,
      tableId: null,
      kickoffAt,
    });
  const live: number[] = [];
  for (let i = 0; i < 10; i++) {
    const f = await fixture(i, new Date().toISOString());
    await api('PATCH', `/fixtures/${f.id}`, { status: 'in_play' });
    live.push(f.id);
  }
  // One result, so the table has a row for every team.
  const done = await fixture(10, new Date(Date.now() - 86_400_000).toISOString());
  for (const winner of ['home', 'away', 'home']) await api('POST', `/fixtures/${done.id}/frames`, { winner });
  await api('PATCH', `/fixtures/${done.id}`, { status: 'final' });
  for (let i = 11; i < 40; i++) {
    const at = new Date();
    at.setDate(at.getDate() + 1 + Math.floor(i / 8));
    at.setHours(18 + (i % 4), 30, 0, 0);
    await fixture(i, at.toISOString());
  }
  const players: number[] = [];
  for (let i = 1; i <= 12; i++) {
    players.push((await api('POST', '/players', { fullName: `Player ${i} ${LONG}` })).id);
    // a frame names players of the match: the first live fixture is teams 1 v 2
    await api('POST', `/teams/${teams[(i - 1) % 2]}/players`, { playerId: players[i - 1] });
  }
  for (let i = 0; i < 6; i++) {
    const frame = await api('POST', `/fixtures/${live[0]}/frames`, {
      homePlayerId: players[2 * i],
      awayPlayerId: players[2 * i + 1],
      winner: 'home',
    });
    // Two breaks a frame, centuries among them: twelve rows, more than a 720p screen holds.
    for (const [side, value] of [
      [0, 147 - 9 * i],
      [1, 40 + i],
    ])
      await api('POST', `/frames/${frame.id}/breaks`, { playerId: players[2 * i + side], value });
  }
  const cup = await api('POST', '/cups', {
    leagueId: league.id,
    name: 'Fit Cup',
    kind: 'team',
    venueId: venue.id,
  });
  for (const teamId of teams) await api('POST', `/cups/${cup.id}/entries`, { teamId });
  await api('POST', `/cups/${cup.id}/draw`, { seedFrom: 'random', seed: 'fit' });

  const on = { leagueId: league.id, divisionId: division.id };
  const boards = {
    live_scores: await wallboard(api, { name: 'Live Scores', type: 'live_scores', ...on }),
    now_playing: await wallboard(api, {
      name: 'Now Playing',
      type: 'now_playing',
      leagueId: league.id,
      venueId: venue.id,
    }),
    league_table: await wallboard(api, {
      name: 'Division One Table',
      type: 'league_table',
      showQr: true,
      ...on,
    }),
    top_players: await wallboard(api, { name: 'Top Players', type: 'top_players', ...on }),
    high_breaks: await wallboard(api, { name: 'High Breaks', type: 'high_breaks', ...on }),
    bracket: await wallboard(api, { name: 'Fit Cup', type: 'bracket', leagueId: league.id }),
    fixtures: await wallboard(api, { name: 'Coming Up', type: 'fixtures', ...on }),
    sponsors: await wallboard(api, { name: 'Our Sponsors', type: 'sponsors', leagueId: league.id }),
    playlist: 0,
  };
  await sponsorsOn(api, boards.sponsors, [{ name: 'Chalk & Co', imageUrl: `${hostUrl}/kiosk/chalk.png` }]);
  boards.playlist = await wallboard(api, {
    name: 'Club Night',
    type: 'playlist',
    leagueId: league.id,
    playlist: [{ wallboardId: boards.league_table, durationSeconds: 600 }],
  });
  return boards;
}

export interface Fit {
  /** Visible elements whose box leaves the 5% safe area or the paged view they sit in, or lies under the QR code. */
  outside: string[];
  /** Visible text smaller than the board's minimum, and that minimum. */
  small: string[];
  minPx: number;
}

/** Every visible element of the board, measured. */
export function measureFit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const w = innerWidth;
    const h = innerHeight;
    const minPx = Math.max(16, 0.022 * h) - 0.05;
    const name = (el: Element) => `${el.tagName}.${el.className} "${(el.textContent ?? '').slice(0, 30)}"`;
    const outside: string[] = [];
    const small: string[] = [];
    for (const el of document.querySelectorAll('.cb-wall *')) {
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      // A playlist's board is a whole screen of its own, margins included.
      if (r.width === 0 || r.height === 0 || el.classList.contains('cb-wall')) continue;
      const view = el.closest('.cb-page-view')?.getBoundingClientRect();
      const box = view ?? { left: 0.05 * w, top: 0.05 * h, right: 0.95 * w, bottom: 0.95 * h };
      if (
        r.left < box.left - 1 ||
        r.top < box.top - 1 ||
        r.right > box.right + 1 ||
        r.bottom > box.bottom + 1
      )
        outside.push(
          `${name(el)} ${Math.round(r.left)},${Math.round(r.top)}-${Math.round(r.right)},${Math.round(r.bottom)}`,
        );
      const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (text && parseFloat(getComputedStyle(el).fontSize) < minPx)
        small.push(`${name(el)} ${getComputedStyle(el).fontSize}`);
    }
    // The QR code covers no row, cell or name.
    const qr = document.querySelector('.cb-public-qr')?.getBoundingClientRect();
    if (qr)
      for (const el of document.querySelectorAll('.cb-page-view [data-page-item], .cb-page-view td')) {
        const r = el.getBoundingClientRect();
        if (r.right > qr.left && r.left < qr.right && r.bottom > qr.top && r.top < qr.bottom)
          outside.push(`${name(el)} under the QR code`);
      }
    return { outside, small, minPx };
  });
}
