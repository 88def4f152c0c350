import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { RoundDateDialog } from './round-date-dialog.tsx';

/** Organisers: opens the date of one round (beside the date in its heading). */
export function RoundDateButton({
  cupId,
  round,
  name,
  date,
}: {
  cupId: number;
  round: number;
  name: string;
  date: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" aria-label={`Change date of ${name}`} onClick={() => setOpen(true)}>
        Change Date
      </Button>
      {open && (
        <RoundDateDialog cupId={cupId} round={round} name={name} date={date} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
