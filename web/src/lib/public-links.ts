// Absolute addresses of the public site's feeds and embeds as this browser reaches them: calendar
// feeds through the configured /api base (the typed client writes their paths), embeds on the site.
import { publicPaths, webcalUrl } from '@core/rules/public-links.ts';
import { api, apiBaseUrl, keyOf } from './api.ts';

export type CalendarOf = { teamId: number } | { divisionId: number };

/** This browser's origin; a server render passes the site's origin instead (localhost as a last resort). */
const here = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

/** The calendar feed as a webcal:// link (calendar apps subscribe to it and poll for changes). */
export function calendarWebcalUrl(of: CalendarOf, origin = here()): string {
  const path =
    'teamId' in of
      ? api.teams[':id']['calendar.ics'].$path({ param: { id: of.teamId } })
      : api.divisions[':id']['calendar.ics'].$path({ param: { id: of.divisionId } });
  return webcalUrl(new URL(`${apiBaseUrl()}${keyOf(path)}`, origin).href);
}

export type EmbedOf = { standingsOfDivision: number } | { fixturesOfTeam: number };

/** The embeddable page's address; a team's fixtures show in the visitor's time zone. */
export function embedUrl(of: EmbedOf, origin = here()): string {
  if ('standingsOfDivision' in of)
    return `${origin}${publicPaths.divisionStandingsEmbed(of.standingsOfDivision)}`;
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return `${origin}${publicPaths.teamFixturesEmbed(of.fixturesOfTeam)}?tz=${encodeURIComponent(tz)}`;
}
