// The main navigation's items, grouped so the bar fits one row at 1366 px (issue 25), and who sees
// each: anonymous visitors only the public screens (the others would only ask them to sign in).
import { paths } from '@/lib/paths.ts';

/** Who an item is for. */
export type Audience = 'anyone' | 'signedIn' | 'organiserOrCaptain' | 'organiser';

export interface NavItem {
  label: string;
  to: string;
  audience: Audience;
}

/** A link of the bar, or a group of links behind one button. */
export type NavEntry = NavItem | { label: string; items: NavItem[] };

const item = (label: string, to: string, audience: Audience = 'signedIn'): NavItem => ({
  label,
  to,
  audience,
});

export const navEntries: NavEntry[] = [
  item('Home', paths.home, 'anyone'),
  {
    label: 'League',
    items: [
      item('Leagues', paths.leagues),
      item('Divisions', paths.divisions),
      item('Teams', paths.teams),
      item('Players', paths.players),
      item('Transfers', paths.transfers),
      item('Standings', paths.standings, 'anyone'),
      item('Fixtures', paths.fixtures),
      item('Cups', paths.cups, 'anyone'),
      item('Seasons', paths.seasons, 'anyone'),
    ],
  },
  // Match Night is for scorers: a visitor would only be asked to sign in (the bar's Sign In does that).
  item('Match Night', paths.matchNight),
  {
    label: 'Stats',
    items: [
      item('Leaderboard', paths.leaderboard, 'anyone'),
      item('Head-to-head', paths.headToHead, 'anyone'),
    ],
  },
  {
    label: 'Venues & TVs',
    items: [
      item('Venues', paths.venues),
      item('Wallboards', paths.wallboards),
      item('Sponsors', paths.sponsors),
    ],
  },
  {
    label: 'Admin',
    // People: organisers, and captains (who invite their players). The audit log is the organisers'.
    items: [item('People', paths.people, 'organiserOrCaptain'), item('Audit Log', paths.audit, 'organiser')],
  },
  item('Account', paths.account),
];

export interface Viewer {
  signedIn: boolean;
  organiser: boolean;
  captain: boolean;
}

const sees = (viewer: Viewer, audience: Audience) =>
  audience === 'anyone' ||
  (audience === 'signedIn' && viewer.signedIn) ||
  (audience === 'organiserOrCaptain' && (viewer.organiser || viewer.captain)) ||
  (audience === 'organiser' && viewer.organiser);

/** The entries this viewer may use; a group with none of its links is left out. */
export function navFor(viewer: Viewer): NavEntry[] {
  return navEntries.flatMap((entry): NavEntry[] => {
    if (!('items' in entry)) return sees(viewer, entry.audience) ? [entry] : [];
    const items = entry.items.filter((i) => sees(viewer, i.audience));
    return items.length > 0 ? [{ label: entry.label, items }] : [];
  });
}
