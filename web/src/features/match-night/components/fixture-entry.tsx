import { format } from 'date-fns';
import type { Fixture } from '@core/schemas/fixture.ts';
import type { MatchNightWhen } from '@core/rules/match-night-list.ts';
import { statusLabel } from '@core/rules/fixture-status.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';

/** One fixture of the list: names, status label, venue and when, and the way into its scoring. */
export function FixtureEntry({
  fixture,
  when,
  name,
  venue,
  onOpen,
}: {
  fixture: Fixture;
  when: MatchNightWhen;
  name: string;
  venue: string;
  onOpen: () => void;
}) {
  const kickoff = new Date(fixture.kickoffAt);
  const action = when === 'next' ? 'View Match' : 'Start Scoring';
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-white p-4" data-when={when}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{name}</h3>
        <Badge variant={fixture.status === 'in_play' ? 'info' : 'secondary'}>
          {statusLabel(fixture.status)}
        </Badge>
      </div>
      <p className="text-sm text-slate-600">
        {/* The viewer's own time zone and 24-hour times, as web/src/lib/format.ts on every screen. */}
        {[venue, when === 'today' ? null : format(kickoff, 'EEE, MMM d'), format(kickoff, 'HH:mm')]
          .filter(Boolean)
          .join(' · ')}
        {when === 'recent' && <span className="font-semibold text-amber-800"> · Not finished</span>}
        {when === 'next' && <span className="font-semibold"> · Next match</span>}
      </p>
      <Button className="h-11" aria-label={`${action} ${name}`} onClick={onOpen}>
        {action}
      </Button>
    </li>
  );
}
