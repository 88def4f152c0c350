// A division's fixture list on A4: each match night under its date, in kick-off order.
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { useParams } from 'react-router-dom';
import { divisionQuery } from '@/features/divisions/api/get-divisions.ts';
import { divisionFixturesQuery } from '@/features/fixtures/api/get-fixtures.ts';
import { leaguesQuery } from '@/features/leagues/api/get-leagues.ts';
import type { Fixture } from '@core/schemas/fixture.ts';
import { useNames } from '../hooks/use-names.ts';
import { PrintPage } from './print-page.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

function byDate(fixtures: Fixture[]): [string, Fixture[]][] {
  const days = new Map<string, Fixture[]>();
  for (const f of [...fixtures].sort((a, b) => a.kickoffAt.localeCompare(b.kickoffAt) || a.id - b.id)) {
    const day = format(new Date(f.kickoffAt), 'EEEE d MMMM yyyy');
    days.set(day, [...(days.get(day) ?? []), f]);
  }
  return [...days];
}

export default function PrintFixturesScreen() {
  const id = Number(useParams().id);
  const division = useQuery(divisionQuery(id));
  const fixtures = useQuery(divisionFixturesQuery(id));
  const organisationId = useOrganisationId();
  const leagues = useQuery(leaguesQuery(organisationId));
  const names = useNames();
  const league = leagues.data?.find((l) => l.id === division.data?.leagueId);
  const title = `${division.data?.name ?? 'Division'} fixtures`;
  return (
    <PrintPage
      title={title}
      ready={division.isSuccess && fixtures.isSuccess && leagues.isSuccess && names.ready}
      error={division.error ?? fixtures.error ?? leagues.error ?? names.error}
    >
      <h1 className="text-2xl font-bold">{title}</h1>
      {league && (
        <p className="mb-4">
          {league.name} · {league.season}
        </p>
      )}
      {(fixtures.data ?? []).length === 0 && <p>No fixtures yet.</p>}
      {byDate(fixtures.data ?? []).map(([day, rows]) => (
        <section key={day} className="mb-4">
          <h2 className="mb-1 text-lg font-semibold">{day}</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Home</th>
                <th scope="col">Away</th>
                <th scope="col">Venue</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((f) => (
                <tr key={f.id}>
                  <td>{format(new Date(f.kickoffAt), 'HH:mm')}</td>
                  <td>{names.team(f.homeTeamId)}</td>
                  <td>{names.team(f.awayTeamId)}</td>
                  <td>{names.venue(f.venueId)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </PrintPage>
  );
}
