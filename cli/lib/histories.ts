// League history snapshots over /api: listed per league; one snapshot is found through its league.
import type { LeagueHistory } from '@core/schemas/history.ts';
import type { Api } from './api.ts';
import { CliError } from './errors.ts';

export type HistoryRow = LeagueHistory;

export function listHistories(client: Api, leagueId: number): Promise<HistoryRow[]> {
  return client.call(client.api.leagues[':id'].histories.$get({ param: { id: leagueId } }));
}

/** The /api has no by-id route for histories, so look in the given league or in every league. */
export async function findHistory(client: Api, id: number, leagueId?: number): Promise<HistoryRow> {
  const query = { organisationId: await client.organisationId() };
  const leagues = leagueId
    ? [leagueId]
    : (await client.call(client.api.leagues.$get({ query }))).map((l) => l.id);
  for (const league of leagues) {
    const found = (await listHistories(client, league)).find((h) => h.id === id);
    if (found) return found;
  }
  throw new CliError(`History snapshot ${id} not found`, {
    suggestion: 'List the snapshots with `cueboard history list --league <id>`.',
  });
}
