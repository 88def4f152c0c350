// Who sees which screen in the navigation (issue 25): visitors only the public ones, and a group with
// nothing in it for the viewer is left out.
import { describe, expect, it } from 'vitest';
import { navFor, type Viewer } from './nav-items.ts';

const shown = (viewer: Viewer) =>
  navFor(viewer).map((e) =>
    'items' in e ? `${e.label}: ${e.items.map((i) => i.label).join(', ')}` : e.label,
  );

describe('the navigation per viewer', () => {
  it('gives a visitor only the public screens', () => {
    expect(shown({ signedIn: false, organiser: false, captain: false })).toEqual([
      'Home',
      'League: Standings, Cups, Seasons',
      'Stats: Leaderboard, Head-to-head',
    ]);
  });

  it('gives a signed-in member every screen they may read, without People or the Audit Log', () => {
    expect(shown({ signedIn: true, organiser: false, captain: false })).toEqual([
      'Home',
      'League: Leagues, Divisions, Teams, Players, Transfers, Standings, Fixtures, Cups, Seasons',
      'Match Night',
      'Stats: Leaderboard, Head-to-head',
      'Venues & TVs: Venues, Wallboards, Sponsors',
      'Account',
    ]);
  });

  it('gives a captain People, and only an organiser the Audit Log', () => {
    expect(shown({ signedIn: true, organiser: false, captain: true })).toContain('Admin: People');
    expect(shown({ signedIn: true, organiser: true, captain: false })).toContain('Admin: People, Audit Log');
  });
});
