import { useQuery } from '@tanstack/react-query';
import type { Wallboard } from '@core/schemas/wallboard.ts';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { sponsorsQuery } from '@/features/sponsors/api/get-sponsors.ts';
import { wallboardSponsorsQuery } from '../api/get-wallboard-sponsors.ts';
import { useAddWallboardSponsor, useRemoveWallboardSponsor } from '../api/wallboard-sponsor-mutations.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

export function ManageSponsorsDialog({ wallboard, onClose }: { wallboard: Wallboard; onClose: () => void }) {
  const organisationId = useOrganisationId();
  const sponsors = useQuery(sponsorsQuery(organisationId));
  const assigned = useQuery(wallboardSponsorsQuery(wallboard.id));
  const add = useAddWallboardSponsor();
  const remove = useRemoveWallboardSponsor();
  const ids = new Set((assigned.data ?? []).map((a) => a.sponsorId));
  const busy = add.isPending || remove.isPending || assigned.isFetching;

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Manage Sponsors - {wallboard.name}</DialogTitle>
          <DialogDescription>Choose the sponsors this wallboard rotates through</DialogDescription>
        </DialogHeader>
        {sponsors.isPending || assigned.isPending ? (
          <p className="text-muted-foreground">Loading sponsors...</p>
        ) : !sponsors.data?.length ? (
          <p className="text-muted-foreground">
            No sponsors yet. Create sponsors on the Sponsors page first.
          </p>
        ) : (
          <ul className="grid gap-3">
            {sponsors.data.map((s) => (
              <li key={s.id} className="flex items-center gap-3">
                <Checkbox
                  id={`sponsor-${s.id}`}
                  checked={ids.has(s.id)}
                  disabled={busy}
                  onCheckedChange={(checked) =>
                    (checked ? add : remove).mutate({ wallboardId: wallboard.id, sponsorId: s.id })
                  }
                />
                <Label htmlFor={`sponsor-${s.id}`}>{s.name}</Label>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
