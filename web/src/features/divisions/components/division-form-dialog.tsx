import { divisionCreateSchema, type Division } from '@core/schemas/division.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { useForm } from '@/lib/form.ts';
import { useCreateDivision, useUpdateDivision } from '../api/division-mutations.ts';

/** Sort order is read as a whole number; anything not finite becomes 0. */
export function readSortOrder(text: string): number {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? n : 0;
}

/**
 * A new division goes below the league's others (the rollover promotes towards sort order 1): left
 * at 0, a league's second division would sort by name and could become its top tier.
 */
export function nextSortOrder(divisions: readonly Pick<Division, 'sortOrder'>[]): number {
  return Math.max(0, ...divisions.map((d) => d.sortOrder)) + 1;
}

export function DivisionFormDialog({
  leagueId,
  division,
  siblings = [],
  onClose,
}: {
  leagueId: number;
  division?: Division;
  /** The league's divisions, for a new one's sort order. */
  siblings?: readonly Division[];
  onClose: () => void;
}) {
  const form = useForm({
    name: division?.name ?? '',
    sortOrder: String(division?.sortOrder ?? nextSortOrder(siblings)),
  });
  const create = useCreateDivision(onClose);
  const update = useUpdateDivision(onClose);

  function submit() {
    const data = form.parse(divisionCreateSchema, {
      name: form.values.name,
      sortOrder: readSortOrder(form.values.sortOrder),
      // An edited division stays in its own league.
      leagueId: division?.leagueId ?? leagueId,
    });
    if (!data) return;
    if (division) update.mutate({ id: division.id, ...data }, { onError: form.showServerErrors });
    else create.mutate(data, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={division ? 'Edit Division' : 'Create Division'}
      onSubmit={submit}
      submitLabel={division ? 'Update Division' : 'Create Division'}
      pending={create.isPending || update.isPending}
    >
      <TextField label="Division Name" maxLength={255} {...form.field('name')} />
      <TextField label="Sort Order" type="number" step={1} {...form.field('sortOrder')} />
      <p className="-mt-2 text-sm text-muted-foreground">
        1 is the top division; teams are promoted towards it.
      </p>
    </FormDialog>
  );
}
