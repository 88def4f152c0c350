import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Team } from '@core/schemas/team.ts';
import { namesFromText, squadEntries, squadLines } from '@core/rules/name-list.ts';
import { TextareaField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { HttpError } from '@/lib/api.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { rosterQuery } from '../api/get-roster.ts';
import { useAddPlayersBulk } from '../api/add-players-bulk.ts';
import { captainRefusal, SquadLines } from './squad-lines.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

/**
 * Add Players: several names at once (one a line, or a column pasted from a spreadsheet). Each name
 * offers the existing player of that name instead of a duplicate; one bulk call adds them all.
 */
export function AddPlayersDialog({
  team,
  canCreate,
  onClose,
}: {
  team: Team;
  /** Organisers create players; a captain adds existing ones only. */
  canCreate: boolean;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [choices, setChoices] = useState<Record<string, number | 'new'>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const roster = useQuery(rosterQuery(team.id));
  const organisationId = useOrganisationId();
  const players = useQuery(playersQuery(organisationId));
  const add = useAddPlayersBulk(onClose);
  const onRoster = (roster.data ?? []).filter((e) => e.isActive).map((e) => e.playerId);
  const lines = squadLines(namesFromText(text), players.data ?? [], onRoster, choices);
  const entries = squadEntries(lines);
  const kept = lines.filter((l) => !l.onTeam);
  const blocked = kept.some((l) => captainRefusal(l, canCreate));

  function submit() {
    setServerErrors({});
    add.mutate(
      { teamId: team.id, teamName: team.name, players: entries },
      {
        // A refused entry is named players.N.<field>: shown beside its name.
        onError: (error) => {
          if (!(error instanceof HttpError)) return;
          const named: Record<string, string> = {};
          for (const [field, messages] of Object.entries(error.fields ?? {})) {
            const line = kept[Number(/^players\.(\d+)\./.exec(field)?.[1] ?? -1)];
            if (line) named[line.key] = messages[0].replace(`${field}: `, '');
          }
          setServerErrors(named);
        },
      },
    );
  }

  return (
    <FormDialog
      onClose={onClose}
      title={`Add Players to ${team.name}`}
      description="Type or paste names, one per line. A name that matches a player already in the league uses that player."
      onSubmit={submit}
      submitLabel={entries.length === 1 ? 'Add 1 Player' : `Add ${entries.length} Players`}
      pending={add.isPending}
      canSubmit={entries.length > 0 && !blocked && roster.isSuccess && players.isSuccess}
    >
      <TextareaField
        label="Player names"
        rows={5}
        value={text}
        placeholder={'Ann Lee\nBob Ray'}
        hint="One name per line, or a column pasted from a spreadsheet."
        onChange={(e) => {
          setText(e.target.value);
          setServerErrors({});
        }}
      />
      <SquadLines
        lines={lines}
        canCreate={canCreate}
        errors={serverErrors}
        onChoose={(key, choice) => setChoices((c) => ({ ...c, [key]: choice }))}
      />
    </FormDialog>
  );
}
