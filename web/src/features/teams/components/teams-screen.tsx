import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { Team } from '@core/schemas/team.ts';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Page, RoleNote } from '@/components/ui/page.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { useListState } from '@/components/ui/use-data-table.ts';
import { useAuth } from '@/lib/auth.tsx';
import { divisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { divisionTeamsQuery } from '../api/get-division-teams.ts';
import { teamsQuery } from '../api/get-teams.ts';
import { useAddTeamToDivision, useRemoveTeamFromDivision } from '../api/division-team-mutations.ts';
import { useDeleteTeam } from '../api/team-mutations.ts';
import { AddPlayersDialog } from './add-players-dialog.tsx';
import { DivisionTeamsBar } from './division-teams-bar.tsx';
import { RosterDialog } from './roster-dialog.tsx';
import { TeamCard } from './team-card.tsx';
import { TeamFormDialog } from './team-form-dialog.tsx';
import { TEAMS_PAGE_SIZE, TeamsList } from './teams-list.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

// The CSV parser is loaded only when an import is opened.
const ImportCsvDialog = lazy(() => import('./import-csv-dialog.tsx'));

export default function TeamsScreen() {
  const { isOrganiser, isCaptain } = useAuth();
  const divisionId = Number(useSearchParams()[0].get('divisionId')) || 0;
  const organisationId = useOrganisationId();
  const teams = useQuery(teamsQuery(organisationId));
  const divisions = useQuery({ ...divisionsQuery(), enabled: divisionId > 0 });
  const members = useQuery({ ...divisionTeamsQuery(divisionId), enabled: divisionId > 0 });
  const [editing, setEditing] = useState<Team | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [roster, setRoster] = useState<Team | null>(null);
  const [adding, setAdding] = useState<Team | null>(null);
  const [importing, setImporting] = useState(false);
  const list = useListState([{ id: 'name', desc: false }], TEAMS_PAGE_SIZE);
  const remove = useDeleteTeam(() => setDeleting(null));
  const join = useAddTeamToDivision(true);
  const leave = useRemoveTeamFromDivision();

  const memberIds = new Set((members.data ?? []).map((m) => m.teamId));
  const shown = divisionId ? (teams.data ?? []).filter((t) => memberIds.has(t.id)) : (teams.data ?? []);
  const pending = teams.isPending || (divisionId > 0 && members.isPending);
  const division = divisions.data?.find((d) => d.id === divisionId);

  return (
    <Page
      title="Teams"
      action={
        <div className="flex flex-wrap gap-2">
          {isOrganiser && (
            <Button variant="outline" onClick={() => setImporting(true)}>
              Import CSV
            </Button>
          )}
          <Button onClick={() => setEditing('new')} disabled={!isOrganiser}>
            Create Team
          </Button>
        </div>
      }
    >
      {!isOrganiser && <RoleNote>Only organisers can create, edit or delete teams.</RoleNote>}
      {divisionId > 0 && (
        <DivisionTeamsBar
          divisionId={divisionId}
          divisionName={division?.name ?? `#${divisionId}`}
          available={(teams.data ?? []).filter((t) => !memberIds.has(t.id))}
          canManage={isOrganiser}
        />
      )}
      <QueryView
        query={{ isPending: pending, isError: teams.isError, error: teams.error, data: shown }}
        empty={
          divisionId
            ? 'No teams in this division yet.'
            : 'No teams yet. Create your first team to get started.'
        }
      >
        {(rows) => (
          <TeamsList
            teams={rows}
            state={list}
            card={(team) => (
              <TeamCard
                key={team.id}
                team={team}
                canEdit={isOrganiser}
                canManageRoster={isOrganiser || isCaptain(team.id)}
                onRoster={() => setRoster(team)}
                onAddPlayers={() => setAdding(team)}
                onEdit={() => setEditing(team)}
                onDelete={() => setDeleting(team)}
                onRemoveFromDivision={
                  divisionId ? () => leave.mutate({ divisionId, teamId: team.id }) : undefined
                }
              />
            )}
          />
        )}
      </QueryView>
      {editing && (
        <TeamFormDialog
          team={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={(team) => divisionId && join.mutate({ divisionId, teamId: team.id })}
        />
      )}
      {roster && (
        <RosterDialog
          team={roster}
          canManage={isOrganiser || isCaptain(roster.id)}
          onClose={() => setRoster(null)}
        />
      )}
      {importing && (
        <Suspense fallback={null}>
          <ImportCsvDialog onClose={() => setImporting(false)} />
        </Suspense>
      )}
      {adding && <AddPlayersDialog team={adding} canCreate={isOrganiser} onClose={() => setAdding(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Team"
        description={`Are you sure you want to delete "${deleting?.name}"? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </Page>
  );
}
