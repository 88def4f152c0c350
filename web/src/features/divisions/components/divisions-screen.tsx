import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { Division } from '@core/schemas/division.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { AddToCalendar } from '@/components/share/add-to-calendar.tsx';
import { EmbedSnippet } from '@/components/share/embed-snippet.tsx';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { EmptyState, Page, RoleNote } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { RowSkeletons } from '@/components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { toast } from '@/lib/toast.ts';
import { useAuth } from '@/lib/auth.tsx';
import { paths } from '@/lib/paths.ts';
import { leagueDivisionsQuery } from '../api/get-divisions.ts';
import { leaguesQuery } from '@/features/leagues/api/get-leagues.ts';
import { useDeleteDivision } from '../api/division-mutations.ts';
import { DivisionFormDialog } from './division-form-dialog.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

export default function DivisionsScreen() {
  const { isOrganiser } = useAuth();
  const [params, setParams] = useSearchParams();
  const leagueId = Number(params.get('leagueId')) || 0;
  const organisationId = useOrganisationId();
  const leagues = useQuery(leaguesQuery(organisationId));
  const divisions = useQuery({ ...leagueDivisionsQuery(leagueId), enabled: leagueId > 0 });
  const [editing, setEditing] = useState<Division | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Division | null>(null);
  const remove = useDeleteDivision(() => setDeleting(null));

  useEffect(() => {
    if (divisions.isError) {
      toast({
        title: 'Error',
        description: 'Failed to load divisions. Please try again.',
        variant: 'destructive',
      });
    }
  }, [divisions.isError]);

  return (
    <Page
      title="Divisions"
      action={
        <Button onClick={() => setEditing('new')} disabled={!leagueId || !isOrganiser}>
          Create Division
        </Button>
      }
    >
      {!isOrganiser && <RoleNote>Only organisers can create, edit or delete divisions.</RoleNote>}
      <Card className="mb-6">
        <CardHeader>
          <CardTitle>Select League</CardTitle>
        </CardHeader>
        <CardContent>
          <SelectField
            label="League"
            value={leagueId ? String(leagueId) : ''}
            onValueChange={(v) => setParams({ leagueId: v })}
            placeholder="Select a league"
            options={(leagues.data ?? []).map((l) => ({
              value: String(l.id),
              label: `${l.name} - ${l.season}`,
            }))}
          />
        </CardContent>
      </Card>
      {!leagueId ? (
        <EmptyState>Please select a league to view and manage divisions.</EmptyState>
      ) : (
        <QueryView
          query={divisions}
          loading={<RowSkeletons />}
          errorView={<EmptyState>Failed to load divisions. Please try again.</EmptyState>}
          empty="No divisions yet. Create your first division to get started."
        >
          {(rows) => (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Division Name</TableHead>
                  <TableHead>Sort Order</TableHead>
                  <TableHead>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((d) => (
                  <TableRow key={d.id}>
                    <TableCell className="font-medium">{d.name}</TableCell>
                    <TableCell>{d.sortOrder}</TableCell>
                    <TableCell className="flex flex-wrap gap-2">
                      <Link
                        to={paths.teamsOf(d.id)}
                        className={buttonVariants({ size: 'sm', variant: 'outline' })}
                      >
                        Teams
                      </Link>
                      <AddToCalendar of={{ divisionId: d.id }} name={d.name} />
                      <EmbedSnippet of={{ standingsOfDivision: d.id }} name={d.name} />
                      {isOrganiser && (
                        <>
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setEditing(d)}
                            aria-label={`Edit ${d.name}`}
                          >
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="destructive"
                            onClick={() => setDeleting(d)}
                            aria-label={`Delete ${d.name}`}
                          >
                            Delete
                          </Button>
                        </>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </QueryView>
      )}
      {editing && (
        <DivisionFormDialog
          leagueId={leagueId}
          division={editing === 'new' ? undefined : editing}
          siblings={divisions.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Division"
        description={`Are you sure you want to delete "${deleting?.name}"? This will delete all teams and fixtures in this division.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Page>
  );
}
