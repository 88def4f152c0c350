import { cupRoundDateSchema } from '@core/schemas/cup.ts';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { useForm } from '@/lib/form.ts';
import { useDateCupRound } from '../api/date-cup-round.ts';

/** Organisers: a round's date; its fixtures not yet played move to it (at the cup's kick-off time). */
export function RoundDateDialog({
  cupId,
  round,
  name,
  date,
  onClose,
}: {
  cupId: number;
  round: number;
  name: string;
  date: string;
  onClose: () => void;
}) {
  const form = useForm({ date });
  const save = useDateCupRound(cupId, onClose);

  function submit() {
    const data = form.parse(cupRoundDateSchema, { date: form.values.date });
    if (data) save.mutate({ cupId, round, ...data }, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={`Date of ${name}`}
      description="Its matches not yet played move to this date, at the cup's kick-off time."
      onSubmit={submit}
      submitLabel="Save Date"
      pending={save.isPending}
    >
      <TextField label="Date" type="date" {...form.field('date')} />
    </FormDialog>
  );
}
