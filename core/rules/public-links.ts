// Addresses of the public league site that every face links to: the public pages (/results/...),
// the embeddable pages (/embed/...), a calendar feed's webcal:// form and the iframe snippet a club
// pastes into its own website. Origins are passed in (a browser's, or the host's SITE_URL).

export const publicPaths = {
  league: (leagueId: number) => `/results/${leagueId}`,
  division: (leagueId: number, divisionId: number) => `/results/${leagueId}/divisions/${divisionId}`,
  team: (leagueId: number, teamId: number) => `/results/${leagueId}/teams/${teamId}`,
  divisionStandingsEmbed: (divisionId: number) => `/embed/divisions/${divisionId}/standings`,
  teamFixturesEmbed: (teamId: number) => `/embed/teams/${teamId}/fixtures`,
} as const;

/** The embeddable pages' paths, for the host's routes and its framing rule. */
export const embedRoutes = {
  divisionStandings: '/embed/divisions/:id/standings',
  teamFixtures: '/embed/teams/:id/fixtures',
} as const;

/** A wallboard's QR code target: its division's public page, else its league's, else none. */
export function wallboardPublicPath(w: {
  leagueId: number | null;
  divisionId: number | null;
}): string | null {
  if (w.leagueId != null && w.divisionId != null) return publicPaths.division(w.leagueId, w.divisionId);
  if (w.leagueId != null) return publicPaths.league(w.leagueId);
  return null;
}

/** A team's or division's calendar feed under the API's absolute base (`GET …/{id}/calendar.ics`). */
export function calendarFeedUrl(apiUrl: string, of: { teamId: number } | { divisionId: number }): string {
  const base = apiUrl.replace(/\/+$/, '');
  return 'teamId' in of
    ? `${base}/teams/${of.teamId}/calendar.ics`
    : `${base}/divisions/${of.divisionId}/calendar.ics`;
}

/** A calendar feed's http(s) address as a webcal:// subscription link (calendar apps subscribe to it). */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//i, 'webcal://');
}

const attribute = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The HTML a club pastes into its website to show an embeddable page. */
export function embedSnippet(src: string, title: string, height = 480): string {
  return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="${height}" style="border:0" loading="lazy"></iframe>`;
}
