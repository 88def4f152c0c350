import { useState } from 'react';
import type { Player } from '@core/schemas/player.ts';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { useMergePlayer } from '../api/merge-player.ts';

/** Merging a duplicate record into another player: the duplicate's frames, roster and account move. */
export function MergePlayerDialog({
  player,
  players,
  defaultIntoId,
  onClose,
}: {
  player: Player;
  players: Player[];
  /** A target chosen already (the stories' confirmation state). */
  defaultIntoId?: number;
  onClose: () => void;
}) {
  const [intoId, setInto] = useState(defaultIntoId ? String(defaultIntoId) : '');
  const merge = useMergePlayer(onClose);
  const options = players
    .filter((p) => p.id !== player.id)
    .map((p) => ({ value: String(p.id), label: p.fullName }));
  const into = players.find((p) => String(p.id) === intoId);

  return (
    <FormDialog
      onClose={onClose}
      title="Merge Player"
      description={`Merge the duplicate record "${player.fullName}" into another player`}
      onSubmit={() => into && merge.mutate({ id: player.id, intoId: into.id })}
      submitLabel="Merge Players"
      pendingLabel="Merging..."
      pending={merge.isPending}
      canSubmit={!!into}
    >
      <SelectField
        label="Merge Into"
        value={intoId}
        onValueChange={setInto}
        placeholder="Select a player"
        options={options}
      />
      {into && (
        <p className="text-sm text-muted-foreground">
          {`All frames, roster entries and transfers of "${player.fullName}" will move to "${into.fullName}", ` +
            `and "${player.fullName}" will be deleted. This action cannot be undone.`}
        </p>
      )}
    </FormDialog>
  );
}
