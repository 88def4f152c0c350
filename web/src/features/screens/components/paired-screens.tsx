// The Wallboards screen's "Screens" section: the fleet of paired TVs (screen-row.tsx), kept current by
// a 10 s poll and the live stream; organisers pair new ones, re-assign (the TV follows within seconds
// through the live stream) and revoke (the TV goes back to showing a pairing code).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { useLive } from '@/lib/live.ts';
import { wallboardsQuery } from '@/features/wallboards/api/get-wallboards.ts';
import { screensQuery, type Screen } from '../api/get-screens.ts';
import { useRevokeScreen } from '../api/screen-mutations.ts';
import { PairScreenDialog } from './pair-screen-dialog.tsx';
import { ScheduleDialog } from './schedule-dialog.tsx';
import { fleetColumns, ScreenRow } from './screen-row.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

export function PairedScreens() {
  const { isOrganiser } = useAuth();
  const [params, setParams] = useSearchParams();
  const pairCode = params.get('pair') ?? undefined;
  const [pairing, setPairing] = useState(Boolean(pairCode));
  const [revoking, setRevoking] = useState<Screen | null>(null);
  const [scheduling, setScheduling] = useState<Screen | null>(null);
  const organisationId = useOrganisationId();
  const screens = useQuery({
    ...screensQuery(organisationId),
    enabled: organisationId !== null && isOrganiser,
  });
  const wallboards = useQuery({
    ...wallboardsQuery(organisationId),
    enabled: organisationId !== null && isOrganiser,
  });
  const revoke = useRevokeScreen(() => setRevoking(null));
  useLive({
    topics: ['screens'],
    enabled: isOrganiser,
    targets: [{ queryKey: screensQuery(organisationId).queryKey, pollMs: 30_000 }],
  });

  if (!isOrganiser) return null;
  const closePairing = () => {
    setPairing(false);
    if (pairCode) setParams((p) => (p.delete('pair'), p), { replace: true });
  };
  const wallboardOptions = (wallboards.data ?? []).map((w) => ({ value: String(w.id), label: w.name }));

  return (
    <section className="mt-10" aria-labelledby="screens-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="screens-title" className="text-xl font-bold">
          Screens
        </h2>
        <Button onClick={() => setPairing(true)}>Pair a Screen</Button>
      </div>
      <QueryView
        query={screens}
        loading={<p className="text-muted-foreground">Loading screens...</p>}
        empty="No screens paired yet. Open /kiosk/ on a TV and enter the code it shows."
      >
        {(data) => (
          <Table>
            <TableHeader>
              <TableRow>
                {fleetColumns.map((h) => (
                  <TableHead key={h}>{h}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((s) => (
                <ScreenRow
                  key={s.id}
                  screen={s}
                  wallboardOptions={wallboardOptions}
                  onRevoke={() => setRevoking(s)}
                  onSchedule={() => setScheduling(s)}
                />
              ))}
            </TableBody>
          </Table>
        )}
      </QueryView>
      {scheduling && <ScheduleDialog screen={scheduling} onClose={() => setScheduling(null)} />}
      {pairing && <PairScreenDialog initialCode={pairCode} onClose={closePairing} />}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke Screen"
        description={`"${revoking?.name}" will stop showing wallboards and return to its pairing code.`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
      />
    </section>
  );
}
