// The public league site's page addresses (/results/...): one home for the host, the site's links
// and the admin's "Public Page" link. No zod here: the site's browser bundle imports it.
// An organisation's page lives at /results/o/{slug} (docs/decisions.md "Organisations, the public
// site"): inside the site's own prefix, so no slug can shadow a web app route or a league's number.
export const publicPageKinds = ['league', 'division', 'team', 'player', 'fixture', 'cup'] as const;
export type PublicPageKind = (typeof publicPageKinds)[number];

/** Which page an address names: the league, and for the others the id of what it shows. */
export interface PublicPageRef {
  kind: PublicPageKind;
  leagueId: number;
  id: number;
}

const segment: Record<Exclude<PublicPageKind, 'league'>, string> = {
  division: 'divisions',
  team: 'teams',
  player: 'players',
  fixture: 'fixtures',
  cup: 'cups',
};

/** The site's one set of page addresses. */
export function publicPath(ref: PublicPageRef): string {
  return ref.kind === 'league'
    ? `/results/${ref.leagueId}`
    : `/results/${ref.leagueId}/${segment[ref.kind]}/${ref.id}`;
}

/** The page an address names, or undefined when it names none (the host answers 404). */
export function parsePublicPath(path: string): PublicPageRef | undefined {
  const m =
    /^\/results\/([1-9]\d{0,14})(?:\/(divisions|teams|players|fixtures|cups)\/([1-9]\d{0,14}))?\/?$/.exec(
      path,
    );
  if (!m) return undefined;
  const leagueId = Number(m[1]);
  if (!m[2]) return { kind: 'league', leagueId, id: leagueId };
  const kind = (Object.keys(segment) as (keyof typeof segment)[]).find((k) => segment[k] === m[2])!;
  return { kind, leagueId, id: Number(m[3]) };
}

/** An organisation's page: its name and its leagues. */
export const organisationPath = (slug: string) => `/results/o/${slug}`;

/** The organisation slug an address names (the slug's own format), or undefined. */
export function parseOrganisationPath(path: string): string | undefined {
  return /^\/results\/o\/([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\/?$/.exec(path)?.[1];
}
