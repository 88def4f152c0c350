// Names typed or pasted into Add Players: one a line, or a spreadsheet column (its first cell a row),
// matched to existing players by name, case-insensitively, so nobody is created twice.

/** The names in a pasted list, trimmed, blanks and repeats (case-insensitive) left out, in order. */
export function namesFromText(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const name = line
      .split('\t')[0]
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    const key = nameKey(name);
    if (!name || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/** The key two names share when they name the same person: case and runs of spaces ignored. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The existing players of each name, by nameKey. */
export function playersByName<P extends { fullName: string }>(players: P[]): Map<string, P[]> {
  const byName = new Map<string, P[]>();
  for (const p of players) {
    const key = nameKey(p.fullName);
    byName.set(key, [...(byName.get(key) ?? []), p]);
  }
  return byName;
}

/** One name of an Add Players list: the existing players of that name and which one is meant. */
export interface SquadLine<P> {
  name: string;
  key: string;
  matches: P[];
  /** The existing player chosen (the first of the name unless changed), or 'new' to create one. */
  choice: number | 'new';
  /** The chosen player is already on this roster: the line is left out. */
  onTeam: boolean;
}

export function squadLines<P extends { id: number; fullName: string }>(
  names: string[],
  players: P[],
  onRoster: number[],
  choices: Record<string, number | 'new'> = {},
): SquadLine<P>[] {
  const byName = playersByName(players);
  return names.map((name) => {
    const key = nameKey(name);
    const matches = byName.get(key) ?? [];
    const choice = choices[key] ?? matches[0]?.id ?? 'new';
    return { name, key, matches, choice, onTeam: choice !== 'new' && onRoster.includes(choice) };
  });
}

/** The bulk add's entries, in the lines' order: an existing player by id, a new one by name. */
export const squadEntries = (lines: SquadLine<unknown>[]) =>
  lines
    .filter((l) => !l.onTeam)
    .map((l) => (l.choice === 'new' ? { fullName: l.name } : { playerId: l.choice }));
