// The organiser enters the code a TV shows (any case, dash optional), names the screen and picks
// its wallboard. Opened pre-filled when the TV's QR code led here (/wallboards?pair=CODE).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { HttpError } from '@/lib/api.ts';
import { wallboardsQuery } from '@/features/wallboards/api/get-wallboards.ts';
import { useClaimScreen } from '../api/screen-mutations.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export function PairScreenDialog({ initialCode, onClose }: { initialCode?: string; onClose: () => void }) {
  const [code, setCode] = useState(initialCode ?? '');
  const [name, setName] = useState('');
  const [wallboardId, setWallboardId] = useState('');
  const organisationId = useOrganisationId();
  const wallboards = useQuery(wallboardsQuery(organisationId));
  const claim = useClaimScreen(onClose);
  const fields = claim.error instanceof HttpError ? claim.error.fields : undefined;

  const submit = () => {
    claim.mutate({ code, name, wallboardId: Number(wallboardId) });
  };

  return (
    <FormDialog
      onClose={onClose}
      title="Pair a Screen"
      description="Enter the code shown on the TV, name it and choose what it shows."
      onSubmit={submit}
      submitLabel="Pair Screen"
      pendingLabel="Pairing..."
      pending={claim.isPending}
      canSubmit={!!code && !!name && !!wallboardId}
      noValidate={false}
    >
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
    </FormDialog>
  );
}
