// rosters.csv: team, player — each a name (exact, case-insensitive) or an id.
import { addError } from './csv.ts';
import type { Importer } from './importer.ts';

interface Named {
  id: number;
  name: string;
}
interface RosterRow {
  teamId: number;
  playerId: number;
}

function resolve(list: Named[], value: string, what: string): number | string {
  if (/^\d+$/.test(value)) {
    return list.some((x) => x.id === Number(value)) ? Number(value) : `${what} ${value} does not exist`;
  }
  const matches = list.filter((x) => x.name.toLowerCase() === value.toLowerCase());
  if (matches.length === 1) return matches[0].id;
  if (matches.length === 0) return value ? `no ${what} named '${value}'` : `${what} is required`;
  return `${matches.length} ${what}s are named '${value}'; use the id (${matches.map((m) => m.id).join(', ')})`;
}

export const rostersImporter: Importer<RosterRow> = {
  noun: 'roster entries',
  columns: { required: ['team', 'player'], optional: [] },
  async prepare(rows, client, errors) {
    const { api, call } = client;
    const [teams, players] = await Promise.all([call(api.teams.$get()), call(api.players.$get())]);
    const people = players.map((p) => ({ id: p.id, name: p.fullName }));
    const onRoster = new Map<number, Set<number>>();
    const rosterOf = async (teamId: number) => {
      if (!onRoster.has(teamId)) {
        const entries = await call(api.teams[':id'].players.$get({ param: { id: teamId }, query: {} }));
        onRoster.set(teamId, new Set(entries.map((e) => e.playerId)));
      }
      return onRoster.get(teamId) as Set<number>;
    };
    const seen = new Map<string, number>();
    const prepared = [];
    for (const { line, values } of rows) {
      const teamId = resolve(teams, values.team, 'team');
      const playerId = resolve(people, values.player, 'player');
      if (typeof teamId === 'string') addError(errors, line, `team: ${teamId}`);
      if (typeof playerId === 'string') addError(errors, line, `player: ${playerId}`);
      if (typeof teamId === 'string' || typeof playerId === 'string') continue;
      const key = `${teamId}|${playerId}`;
      if ((await rosterOf(teamId)).has(playerId)) {
        addError(errors, line, `player: '${values.player}' is already on ${values.team}`);
      } else if (seen.has(key)) addError(errors, line, `player: the same entry is on line ${seen.get(key)}`);
      seen.set(key, seen.get(key) ?? line);
      prepared.push({ line, item: { teamId, playerId }, label: `${values.player} → ${values.team}` });
    }
    return prepared;
  },
  async write({ teamId, playerId }, client) {
    const { api, call } = client;
    const team = api.teams[':id'].players;
    const entry = await call(team.$post({ param: { id: teamId }, json: { playerId, isActive: true } }));
    return () => call(team[':entryId'].$delete({ param: { id: teamId, entryId: entry.id } }));
  },
};
