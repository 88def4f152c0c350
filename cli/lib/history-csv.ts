// A snapshot's standings or fixtures as CSV (RFC 4180 quoting), for spreadsheets, formulas disarmed.
import { toCsv } from '@core/rules/csv.ts';

interface Snapshot {
  divisions?: { id: number; name: string }[];
  standings?: Record<string, unknown>[];
  fixtures?: Record<string, unknown>[];
  results?: { fixtureId: number; homeFrames: number; awayFrames: number }[];
}

export function snapshotCsv(snapshot: unknown, table: 'standings' | 'fixtures'): string {
  const s = (snapshot ?? {}) as Snapshot;
  const division = new Map((s.divisions ?? []).map((d) => [d.id, d.name]));
  if (table === 'standings') {
    const cols = [
      'position',
      'teamName',
      'played',
      'won',
      'drawn',
      'lost',
      'framesFor',
      'framesAgainst',
      'points',
    ];
    return toCsv(
      ['division', ...cols],
      (s.standings ?? []).map((r) => [
        division.get(r.divisionId as number) ?? r.divisionId,
        ...cols.map((c) => r[c]),
      ]),
    );
  }
  const result = new Map((s.results ?? []).map((r) => [r.fixtureId, r]));
  return toCsv(
    ['division', 'kickoffAt', 'homeTeam', 'awayTeam', 'venue', 'status', 'homeFrames', 'awayFrames'],
    (s.fixtures ?? []).map((f) => {
      const r = result.get(f.id as number);
      return [
        division.get(f.divisionId as number) ?? f.divisionId,
        f.kickoffAt,
        f.homeTeamName,
        f.awayTeamName,
        f.venueName,
        f.status,
        r?.homeFrames ?? '',
        r?.awayFrames ?? '',
      ];
    }),
  );
}
