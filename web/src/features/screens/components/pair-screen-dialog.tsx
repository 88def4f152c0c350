// The organiser enters the code a TV shows (any case, dash optional), names the screen and picks
// its wallboard. Opened pre-filled when the TV's QR code led here (/wallboards?pair=CODE).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select.tsx';
import { HttpError } from '../../../lib/api.ts';
import { queries } from '../../../lib/queries.ts';
import { useClaimScreen } from '../hooks/screen-queries.ts';

export function PairScreenDialog({ initialCode, onClose }: { initialCode?: string; onClose: () => void }) {
  const [code, setCode] = useState(initialCode ?? '');
  const [name, setName] = useState('');
  const [wallboardId, setWallboardId] = useState('');
  const wallboards = useQuery(queries.wallboards());
  const claim = useClaimScreen(onClose);
  const fields = claim.error instanceof HttpError ? claim.error.fields : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    claim.mutate({ code, name, wallboardId: Number(wallboardId) });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pair a Screen</DialogTitle>
          <DialogDescription>
            Enter the code shown on the TV, name it and choose what it shows.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <TextField
            label="Pairing Code"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            placeholder="XXXX-XXXX"
            autoComplete="off"
            required
            disabled={claim.isPending}
            error={fields?.code?.[0]}
          />
          <TextField
            label="Screen Name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Bar TV"
            required
            disabled={claim.isPending}
            error={fields?.name?.[0]}
          />
          <SelectField
            label="Wallboard"
            value={wallboardId}
            onValueChange={setWallboardId}
            options={(wallboards.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
            disabled={claim.isPending}
            error={fields?.wallboardId?.[0]}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={claim.isPending || !code || !name || !wallboardId}>
              {claim.isPending ? 'Pairing...' : 'Pair Screen'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
