// Every kiosk story renders with its fixed data and shows the spec's texts (no network, no browser).
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as pairing from '../../stories/kiosk/pairing.stories.tsx';
import * as wallboard from '../../stories/kiosk/wallboard.stories.tsx';

type StoryModule = { default: { component: ComponentType<never> } } & Record<string, unknown>;

function render(mod: StoryModule, name: string): string {
  const story = mod[name] as { args: Record<string, unknown> };
  const html = renderToString(createElement(mod.default.component, story.args as never));
  return html.replace(/<!-- -->/g, '').replace(/&amp;/g, '&');
}

const expected: Record<string, string[]> = {
  LiveScores: ['Live Scores', 'Red Lions', '2 - 1', 'LIVE', 'cb-frame-home', 'cb-frame-away', 'cb-frame-na'],
  LiveScoresEmpty: ['No live matches at the moment'],
  NowPlaying: ['Now Playing at The Crown', 'Cue Ballers'],
  NowPlayingEmpty: ['No live matches at the moment'],
  LeagueTable: ['Division One', '>Pos<', '>Team<', '>P<', '>W<', '>D<', '>L<', '>FF<', '>FA<', '>Pts<', '43'],
  // The QR code itself is drawn in the browser (tests/e2e/kiosk-qr.spec.ts).
  LeagueTableWithQr: ['Division One', 'Red Lions'],
  LeagueTableEmpty: ['No league table data available'],
  TopPlayers: [
    'Top Players',
    '>Pos<',
    '>Player<',
    '>Team<',
    '>Frames<',
    '>Win %<',
    '>Rating<',
    'Ronnie Sullivan',
    '1643',
    '71.4',
    'provisional',
  ],
  TopPlayersEmpty: ['No player statistics yet'],
  HighBreaks: [
    'High Breaks',
    '>Pos<',
    '>Player<',
    '>Team<',
    '>Break<',
    'Ronnie Sullivan',
    'Red Lions',
    '147',
    'century',
  ],
  HighBreaksEmpty: ['No breaks recorded yet'],
  HighBreaksLongNames: ['Judd Trumpington-Featherstonehaugh-Cholmondeley', 'Social Club Second Team'],
  Bracket: [
    'Winter Cup',
    'Quarter-finals',
    'Semi-finals',
    'Final',
    'Red Lions',
    'Bye',
    '2/3',
    'Winner of R2 M2',
    'cb-match-live',
  ],
  Bracket64: [
    'Open Singles',
    'Round 1',
    'Round 2',
    'Round 3',
    'Quarter-finals',
    ' · 1 of 4',
    'data-pages="4"',
  ],
  BracketEmpty: ['No cup has been drawn yet'],
  TopPlayersLongNames: ['Judd Trumpington-Featherstonehaugh-Cholmondeley', 'Social Club Second Team'],
  Fixtures: ['Coming Up', 'vs', 'The Crown', '19:30'],
  FixturesPostponedAndVoid: ['19:30', 'Postponed', 'Void', 'Cue Ballers'],
  FixturesEmpty: ['No fixtures scheduled'],
  Sponsors: ['Our Sponsors', 'data-sponsor-id="1"', 'alt="Acme Cues"'],
  SponsorNameOnly: ['Chalk & Co'],
  SponsorsEmpty: ['No sponsors assigned'],
  Playlist: ['Division One', 'Red Lions'],
  PlaylistEmpty: ['Club Night', 'Playlist mode (coming soon)'],
  Loading: ['Loading wallboard...'],
  Offline: ['Offline - showing last update', 'Red Lions'],
  OfflineLeagueTable: ['Offline - showing last update', 'Black Ball Club'],
  // Before a browser measures them, every row is laid out once (kiosk/src/display/use-pages.ts).
  LiveScoresTooManyRows: ['Winter League', 'Team 1', 'Team 80', 'data-pages="1"'],
  NowPlayingTooManyRows: ['Winter League · The Crown', 'Team 79', 'Page 1 of 1'],
  LeagueTableTooManyRows: ['Team 1', 'Team 20', 'title="Team 3 Snooker & Pool Social Club Second Team"'],
  TopPlayersTooManyRows: ['Judd Trumpington-Featherstonehaugh-Cholmondeley', 'Ding Junhui'],
  FixturesTooManyRows: ['Coming Up', 'Team 80', 'The Crown and Anchor Snooker Centre'],
  PlaylistTooManyRows: ['Division One', 'Team 20'],
};

describe('kiosk wallboard stories', () => {
  it('covers every story', () => {
    expect(
      Object.keys(wallboard)
        .filter((k) => k !== 'default')
        .sort(),
    ).toEqual(Object.keys(expected).sort());
  });
  it.each(Object.entries(expected))('%s shows what the spec says', (name, texts) => {
    const html = render(wallboard as unknown as StoryModule, name);
    for (const text of texts) expect(html).toContain(text);
  });
  it('orders the league table by points, then the tie-breakers', () => {
    const html = render(wallboard as unknown as StoryModule, 'LeagueTable');
    const order = ['Red Lions', 'Cue Ballers', 'Pocket Rockets', 'Black Ball Club'].map((t) =>
      html.indexOf(t),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
  it('lists the top players in the order the API ranks them', () => {
    const html = render(wallboard as unknown as StoryModule, 'TopPlayers');
    const order = ['Ronnie Sullivan', 'Judd Trumpington', 'Mark Selbourne', 'Ding Junhui'].map((t) =>
      html.indexOf(t),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
  it('lists the high breaks in the API order and marks the centuries only', () => {
    const html = render(wallboard as unknown as StoryModule, 'HighBreaks');
    const order = ['Ronnie Sullivan', 'Judd Trumpington', 'Kyren Wilde', 'Ding Junhui'].map((t) =>
      html.indexOf(t),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // 147, 134, 112 and 100 are centuries; 87 and below are not
    expect(html.match(/class="cb-century">century</g)).toHaveLength(4);
    expect(html.match(/data-century="true"/g)).toHaveLength(4);
  });
  it('shows a 64-entry cup from its last finished round, eight matches a page, the later rounds beside them', () => {
    const html = render(wallboard as unknown as StoryModule, 'Bracket64');
    expect(html.match(/data-testid="bracket-match"/g)).toHaveLength(8 + 4 + 2 + 1);
    expect(html).not.toContain('Semi-finals');
  });
  it('heads every board with its league, its title and the clock', () => {
    const html = render(wallboard as unknown as StoryModule, 'LeagueTable');
    expect(html).toMatch(
      /Winter League<\/div><h1 class="cb-title">Division One<\/h1><\/div><time[^>]*>\d\d:\d\d</,
    );
  });
  it('shows "Playlist mode (coming soon)" only when the playlist is empty', () => {
    expect(render(wallboard as unknown as StoryModule, 'Playlist')).not.toContain(
      'Playlist mode (coming soon)',
    );
  });
});

describe('kiosk pairing stories', () => {
  it('shows the code as XXXX-XXXX', () => {
    expect(render(pairing as unknown as StoryModule, 'Code')).toContain('BCDF-GHJK');
    expect(render(pairing as unknown as StoryModule, 'Offline')).toContain('Offline');
  });
});
