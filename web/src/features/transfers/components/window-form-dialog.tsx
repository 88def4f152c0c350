import type { FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { transferWindowCreateSchema } from '../../../../../core/schemas/transfer.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { fromLocalInput } from '../../../lib/format.ts';
import { useForm } from '../../../lib/form.ts';
import { queries } from '../../../lib/queries.ts';
import { useCreateTransferWindow } from '../hooks/transfer-mutations.ts';

export function WindowFormDialog({ leagueId, onClose }: { leagueId: string; onClose: () => void }) {
  const leagues = useQuery(queries.leagues());
  const form = useForm({ leagueId, opensAt: '', closesAt: '' });
  const create = useCreateTransferWindow(onClose);

  function submit(event: FormEvent) {
    event.preventDefault();
    const data = form.parse(transferWindowCreateSchema, {
      leagueId: Number(form.values.leagueId),
      opensAt: fromLocalInput(form.values.opensAt) ?? '',
      closesAt: fromLocalInput(form.values.closesAt) ?? '',
    });
    if (data) create.mutate(data, { onError: form.showServerErrors });
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Transfer Window</DialogTitle>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <SelectField
            label="League"
            value={form.values.leagueId}
            error={form.errors.leagueId}
            options={(leagues.data ?? []).map((l) => ({
              value: String(l.id),
              label: `${l.name} - ${l.season}`,
            }))}
            onValueChange={(v) => form.set('leagueId', v)}
          />
          <TextField
            label="Opens At"
            type="datetime-local"
            value={form.values.opensAt}
            error={form.errors.opensAt}
            onChange={(e) => form.set('opensAt', e.target.value)}
          />
          <TextField
            label="Closes At"
            type="datetime-local"
            value={form.values.closesAt}
            error={form.errors.closesAt}
            onChange={(e) => form.set('closesAt', e.target.value)}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              Create Window
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
