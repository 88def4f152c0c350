// /leagues/{id}/settings (organisers): the league's rules and, below them, its tables, which follow
// a saved change at once (the server recomputes every division in one transaction).
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error.tsx';
import { Page, RoleNote } from '@/components/ui/page.tsx';
import { CardSkeletons } from '@/components/ui/skeleton.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { leagueQuery } from '../api/get-league.ts';
import { LeagueSettingsForm } from './league-settings-form.tsx';
import { LeagueStandings } from './league-standings.tsx';

export default function LeagueSettingsScreen() {
  const id = Number(useParams().id);
  const { isOrganiser } = useAuth();
  const league = useQuery(leagueQuery(id));
  if (!league.data)
    return (
      <Page title="League Settings">
        {league.error ? <LoadError error={league.error} /> : <CardSkeletons />}
      </Page>
    );
  return (
    <Page title={`${league.data.name} Settings`}>
      {!isOrganiser && <RoleNote>Only organisers can change a league&apos;s settings.</RoleNote>}
      <div className="grid gap-8">
        {isOrganiser && <LeagueSettingsForm key={league.data.id} league={league.data} />}
        <section aria-labelledby="league-tables-heading">
          <h2 id="league-tables-heading" className="mb-3 text-xl font-semibold">
            Tables
          </h2>
          <LeagueStandings leagueId={league.data.id} />
        </section>
      </div>
    </Page>
  );
}
