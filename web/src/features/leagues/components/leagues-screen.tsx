import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { publicPath } from '@core/rules/public-paths.ts';
import type { League } from '@core/schemas/league.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { CardGrid, Page, RoleNote } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { paths } from '@/lib/paths.ts';
import { leaguesQuery } from '../api/get-leagues.ts';
import { useDeleteLeague } from '../api/delete-league.ts';
import { StartSeasonDialog } from './start-season-dialog.tsx';
import { LeagueFormDialog } from './league-form-dialog.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

export default function LeaguesScreen() {
  const { isOrganiser } = useAuth();
  const organisationId = useOrganisationId();
  const leagues = useQuery(leaguesQuery(organisationId));
  const [editing, setEditing] = useState<League | 'new' | null>(null);
  const [deleting, setDeleting] = useState<League | null>(null);
  const [starting, setStarting] = useState<League | null>(null);
  const remove = useDeleteLeague(() => setDeleting(null));

  return (
    <Page
      title="Leagues"
      action={
        <div className="flex flex-wrap gap-2">
          <Link to={paths.seasons} className={buttonVariants({ variant: 'outline' })}>
            Past Seasons
          </Link>
          <Button onClick={() => setEditing('new')} disabled={!isOrganiser}>
            Create League
          </Button>
        </div>
      }
    >
      {!isOrganiser && <RoleNote>Only organisers can create, edit or delete leagues.</RoleNote>}
      <QueryView query={leagues} empty="No leagues yet. Create your first league to get started.">
        {(data) => (
          <CardGrid>
            {data.map((league) => (
              <Card key={league.id}>
                <CardHeader>
                  <CardTitle>{league.name}</CardTitle>
                  <CardDescription>{league.season}</CardDescription>
                </CardHeader>
                <CardFooter>
                  <Link to={paths.divisionsOf(league.id)} className={buttonVariants({ size: 'sm' })}>
                    View Divisions
                  </Link>
                  {/* The host renders the public site (not this app's router): a full page load. */}
                  <a
                    href={publicPath({ kind: 'league', leagueId: league.id, id: league.id })}
                    className={buttonVariants({ size: 'sm', variant: 'outline' })}
                  >
                    Public Page
                  </a>
                  {isOrganiser && (
                    <>
                      <Button size="sm" variant="outline" onClick={() => setEditing(league)}>
                        Edit
                      </Button>
                      {/* A season is rolled over once (POST /api/leagues/{id}/rollover answers 409). */}
                      {!league.nextSeasonId && (
                        <Button size="sm" variant="outline" onClick={() => setStarting(league)}>
                          Start Next Season
                        </Button>
                      )}
                      <Link
                        to={paths.leagueSettings(league.id)}
                        className={buttonVariants({ size: 'sm', variant: 'outline' })}
                        aria-label={`Settings of ${league.name}`}
                      >
                        Settings
                      </Link>
                      <Button size="sm" variant="destructive" onClick={() => setDeleting(league)}>
                        Delete
                      </Button>
                    </>
                  )}
                </CardFooter>
              </Card>
            ))}
          </CardGrid>
        )}
      </QueryView>
      {editing && (
        <LeagueFormDialog
          open
          onOpenChange={(open) => !open && setEditing(null)}
          league={editing === 'new' ? undefined : editing}
        />
      )}
      {starting && <StartSeasonDialog league={starting} onClose={() => setStarting(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete League"
        description={`Are you sure you want to delete "${deleting?.name}"? This will also delete all divisions, fixtures and related data.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Page>
  );
}
