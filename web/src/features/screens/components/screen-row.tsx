// One paired TV in the fleet: its wallboard (changeable), online or offline since when, what it
// shows, its browser and resolution, when its page last loaded, and the remote actions.
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { TableCell, TableRow } from '@/components/ui/table.tsx';
import { formatDateTime } from '@/lib/format.ts';
import type { Screen } from '../api/get-screens.ts';
import { useScreenCommand, useUpdateScreen } from '../api/screen-mutations.ts';
import { browserOf } from '../browser-of.ts';

export const fleetColumns = [
  'Name',
  'Wallboard',
  'Status',
  'Showing',
  'Browser',
  'Last Reload',
  'App Version',
  'Actions',
] as const;

const status = (s: Screen) =>
  s.online ? 'Online' : s.offlineSince ? `Offline since ${formatDateTime(s.offlineSince)}` : 'Never seen';

/** "Bar loop · Cues R Us": the wallboard, the playlist item when it shows another, the sponsor. */
function showing({ showing: now }: Screen): string {
  if (!now) return '-';
  const page = now.page !== now.wallboardName ? now.page : null;
  return [now.wallboardName, page, now.sponsorName].filter(Boolean).join(' · ');
}

export function ScreenRow({
  screen: s,
  wallboardOptions,
  onRevoke,
  onSchedule,
}: {
  screen: Screen;
  wallboardOptions: { value: string; label: string }[];
  onRevoke(): void;
  onSchedule(): void;
}) {
  const update = useUpdateScreen();
  const reload = useScreenCommand('reload');
  const identify = useScreenCommand('identify');
  return (
    <TableRow data-testid="screen-row">
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
      <TableCell>
        <Badge variant={s.online ? 'default' : 'secondary'}>{status(s)}</Badge>
      </TableCell>
      <TableCell>{showing(s)}</TableCell>
      <TableCell>
        {browserOf(s.userAgent)}
        {s.resolution && <span className="block text-xs text-muted-foreground">{s.resolution}</span>}
      </TableCell>
      <TableCell>{formatDateTime(s.loadedAt)}</TableCell>
      <TableCell>{s.appVersion ?? '-'}</TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={() => reload.mutate(s.id)}
            aria-label={`Reload ${s.name}`}
          >
            Reload
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => identify.mutate(s.id)}
            aria-label={`Identify ${s.name}`}
          >
            Identify
          </Button>
          <Button variant="outline" size="sm" onClick={onSchedule} aria-label={`Schedule of ${s.name}`}>
            Schedule
          </Button>
          <Button variant="outline" size="sm" onClick={onRevoke}>
            Revoke
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}
