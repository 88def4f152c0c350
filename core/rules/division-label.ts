// How every division choice names a division: its name and its league's season ("Premier ·
// 2027/28"), so the pickers of a league that has been rolled over (same division names each
// season) say which season each one is.

/** "Premier · 2027/28"; the name alone when the season is not known (yet). */
export function divisionLabel(divisionName: string, season: string | null | undefined): string {
  return season ? `${divisionName} · ${season}` : divisionName;
}

/** Division choices labelled with their league's season, for pickers that list divisions. */
export function divisionOptions(
  divisions: readonly { id: number; leagueId: number; name: string }[],
  leagues: readonly { id: number; season: string }[],
): { value: string; label: string }[] {
  const seasonOf = new Map(leagues.map((l) => [l.id, l.season]));
  return divisions.map((d) => ({
    value: String(d.id),
    label: divisionLabel(d.name, seasonOf.get(d.leagueId)),
  }));
}
