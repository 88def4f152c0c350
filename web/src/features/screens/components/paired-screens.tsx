// The Wallboards screen's "Screens" section: paired TVs with their wallboard, last heartbeat, browser,
// app version and online state; organisers pair new ones, re-assign (the TV follows within seconds
// through the live stream) and revoke (the TV goes back to showing a pairing code).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { QueryView } from '@/components/ui/query-view.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useLive } from '@/lib/live.ts';
import { wallboardsQuery } from '@/features/wallboards/api/get-wallboards.ts';
import { screensQuery, type Screen } from '../api/get-screens.ts';
import { useRevokeScreen, useUpdateScreen } from '../api/screen-mutations.ts';
import { browserOf } from '../browser-of.ts';
import { PairScreenDialog } from './pair-screen-dialog.tsx';

export function PairedScreens() {
  const { isOrganiser } = useAuth();
  const [params, setParams] = useSearchParams();
  const pairCode = params.get('pair') ?? undefined;
  const [pairing, setPairing] = useState(Boolean(pairCode));
  const [revoking, setRevoking] = useState<Screen | null>(null);
  const screens = useQuery({ ...screensQuery(), enabled: isOrganiser });
  const wallboards = useQuery({ ...wallboardsQuery(), enabled: isOrganiser });
  const update = useUpdateScreen();
  const revoke = useRevokeScreen(() => setRevoking(null));
  useLive({
    topics: ['screens'],
    enabled: isOrganiser,
    targets: [{ queryKey: screensQuery().queryKey, pollMs: 30_000 }],
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
                {['Name', 'Wallboard', 'Last Seen', 'Browser', 'App Version', 'Status', 'Actions'].map(
                  (h) => (
                    <TableHead key={h}>{h}</TableHead>
                  ),
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell className="font-medium">{s.name}</TableCell>
                  <TableCell className="min-w-48">
                    <SelectField
                      label={`Wallboard for ${s.name}`}
                      className="[&>label]:sr-only"
                      value={s.wallboardId ? String(s.wallboardId) : ''}
                      onValueChange={(v) => update.mutate({ id: s.id, wallboardId: Number(v) })}
                      options={wallboardOptions}
                      disabled={update.isPending}
                    />
                  </TableCell>
                  <TableCell>{s.lastSeenAt ? formatDateTime(s.lastSeenAt) : '-'}</TableCell>
                  <TableCell>{browserOf(s.userAgent)}</TableCell>
                  <TableCell>{s.appVersion ?? '-'}</TableCell>
                  <TableCell>
                    <Badge variant={s.online ? 'default' : 'secondary'}>
                      {s.online ? 'Online' : 'Offline'}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Button variant="outline" size="sm" onClick={() => setRevoking(s)}>
                      Revoke
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryView>
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
