// DESIGN.md: standings are ordered by points desc, then frame difference, then frames for, then team name.
export interface StandingForOrder {
  points: number;
  framesFor: number;
  framesAgainst: number;
  teamName: string;
}

export function compareStandings(a: StandingForOrder, b: StandingForOrder): number {
  return (
    b.points - a.points ||
    b.framesFor - b.framesAgainst - (a.framesFor - a.framesAgainst) ||
    b.framesFor - a.framesFor ||
    a.teamName.localeCompare(b.teamName)
  );
}

/** A sorted copy; the input is left alone. */
export function sortStandings<T extends StandingForOrder>(rows: readonly T[]): T[] {
  return [...rows].sort(compareStandings);
}
