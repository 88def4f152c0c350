// Each import kind's rows checked against the file itself and what the league already holds, before
// anything is written: used by `cueboard import` and the web app's Import CSV preview.
import { playerCreateSchema, type PlayerCreate } from '../schemas/player.ts';
import { teamImportRowSchema, type RosterImportRow, type TeamImportRow } from '../schemas/import.ts';
import { addError, issues, type CsvRow, type LineErrors } from './csv-import.ts';

export interface Checked<T> {
  line: number;
  item: T;
  /** What the row is, for the preview and the summary. */
  label: string;
}

interface Named {
  id: number;
  name: string;
}

/**
 * teams.csv names a division by id (divisionId) or by name (division), not both, and the team's home
 * venue by name (venue): the fixture wizard plays its home matches there.
 */
export function checkTeams(
  rows: CsvRow[],
  known: { teams: Named[]; divisions: Named[]; venues: Named[] },
  errors: LineErrors,
): Checked<TeamImportRow>[] {
  const taken = new Set(known.teams.map((t) => t.name.toLowerCase()));
  const divisionIds = new Set(known.divisions.map((d) => d.id));
  const seen = new Map<string, number>();
  return rows.flatMap(({ line, values }) => {
    const { division, venue, ...cells } = values;
    if (division && cells.divisionId) {
      addError(errors, line, 'division: give a division or a divisionId, not both');
      return [];
    }
    if (division) {
      const found = resolve(known.divisions, division, 'division');
      if (typeof found === 'string') {
        addError(errors, line, `division: ${found}`);
        return [];
      }
      cells.divisionId = String(found);
    }
    const homeVenueId = venue ? resolve(known.venues, venue, 'venue') : undefined;
    if (typeof homeVenueId === 'string') {
      addError(errors, line, `venue: ${homeVenueId}`);
      return [];
    }
    const parsed = teamImportRowSchema.safeParse({ ...cells, ...(homeVenueId ? { homeVenueId } : {}) });
    if (!parsed.success) {
      issues(parsed.error).forEach((m) => addError(errors, line, m));
      return [];
    }
    const row = parsed.data;
    const key = row.name.toLowerCase();
    if (taken.has(key)) addError(errors, line, `name: a team named '${row.name}' already exists`);
    else if (seen.has(key)) addError(errors, line, `name: '${row.name}' is also on line ${seen.get(key)}`);
    if (row.divisionId !== undefined && !divisionIds.has(row.divisionId))
      addError(errors, line, `divisionId: division ${row.divisionId} does not exist`);
    seen.set(key, seen.get(key) ?? line);
    // The preview shows where each team goes: "Red Lion A · Premier · The Red Lion".
    const nameOf = (list: Named[], id?: number | null) => list.find((x) => x.id === id)?.name;
    const where = [nameOf(known.divisions, row.divisionId), nameOf(known.venues, row.homeVenueId)];
    return [{ line, item: row, label: [row.name, ...where.filter(Boolean)].join(' · ') }];
  });
}

export function checkPlayers(rows: CsvRow[], errors: LineErrors): Checked<PlayerCreate>[] {
  const seen = new Map<string, number>();
  return rows.flatMap(({ line, values }) => {
    const parsed = playerCreateSchema.safeParse(values);
    if (!parsed.success) {
      issues(parsed.error).forEach((m) => addError(errors, line, m));
      return [];
    }
    // Two people may share a name across a league, but twice in one file is a copy-paste slip.
    const key = `${parsed.data.fullName.toLowerCase()}|${parsed.data.nickname ?? ''}`;
    if (seen.has(key))
      addError(errors, line, `fullName: '${parsed.data.fullName}' is also on line ${seen.get(key)}`);
    seen.set(key, seen.get(key) ?? line);
    // An account is linked to one player at most (the database refuses a second link).
    const account = parsed.data.userId ? `user:${parsed.data.userId.toLowerCase()}` : undefined;
    if (account && seen.has(account))
      addError(errors, line, `userId: '${parsed.data.userId}' is also on line ${seen.get(account)}`);
    if (account) seen.set(account, seen.get(account) ?? line);
    return [{ line, item: parsed.data, label: parsed.data.fullName }];
  });
}

/** A team or player named in a rosters.csv cell: by exact name (case-insensitive) or id. */
function resolve(list: Named[], value: string, what: string): number | string {
  if (/^\d+$/.test(value)) {
    return list.some((x) => x.id === Number(value)) ? Number(value) : `${what} ${value} does not exist`;
  }
  const matches = list.filter((x) => x.name.toLowerCase() === value.toLowerCase());
  if (matches.length === 1) return matches[0].id;
  if (matches.length === 0) return value ? `no ${what} named '${value}'` : `${what} is required`;
  return `${matches.length} ${what}s are named '${value}'; use the id (${matches.map((m) => m.id).join(', ')})`;
}

export function checkRosters(
  rows: CsvRow[],
  known: { teams: Named[]; players: Named[]; onRoster: (teamId: number, playerId: number) => boolean },
  errors: LineErrors,
): Checked<RosterImportRow>[] {
  const seen = new Map<string, number>();
  const checked: Checked<RosterImportRow>[] = [];
  for (const { line, values } of rows) {
    const teamId = resolve(known.teams, values.team, 'team');
    const playerId = resolve(known.players, values.player, 'player');
    if (typeof teamId === 'string') addError(errors, line, `team: ${teamId}`);
    if (typeof playerId === 'string') addError(errors, line, `player: ${playerId}`);
    if (typeof teamId === 'string' || typeof playerId === 'string') continue;
    const key = `${teamId}|${playerId}`;
    if (known.onRoster(teamId, playerId)) {
      addError(errors, line, `player: '${values.player}' is already on ${values.team}`);
    } else if (seen.has(key)) addError(errors, line, `player: the same entry is on line ${seen.get(key)}`);
    seen.set(key, seen.get(key) ?? line);
    checked.push({ line, item: { teamId, playerId }, label: `${values.player} → ${values.team}` });
  }
  return checked;
}
