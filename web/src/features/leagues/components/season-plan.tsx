import { statusLabel } from '@core/rules/fixture-status.ts';
import type { RolloverPlan, RolloverTeam } from '@core/schemas/rollover.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDateTime } from '@/lib/format.ts';

const moved = (t: RolloverTeam) =>
  t.movement === 'stays'
    ? `Stays (${ordinal(t.position)})`
    : `${t.movement === 'up' ? 'Promoted' : 'Relegated'} from ${t.fromDivisionName} (${ordinal(t.position)})`;

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** The next season as planned: each division with its teams, and where each comes from. */
export function SeasonPlan({ plan }: { plan: RolloverPlan }) {
  return (
    <section
      aria-label={`Season ${plan.season} plan`}
      className="grid max-h-80 gap-3 overflow-y-auto text-sm"
    >
      {plan.unfinished.length > 0 && (
        <div role="alert" className="rounded-md bg-amber-100 px-3 py-2 text-amber-900">
          <p className="font-medium">
            {plan.unfinished.length === 1
              ? '1 fixture of this season is unfinished:'
              : `${plan.unfinished.length} fixtures of this season are unfinished:`}
          </p>
          <ul aria-label="Unfinished fixtures" className="mt-1 grid gap-0.5">
            {plan.unfinished.map((f) => (
              <li key={f.fixtureId}>
                {f.homeTeamName} v {f.awayTeamName} · {f.divisionName} · {formatDateTime(f.kickoffAt)} ·{' '}
                {statusLabel(f.status)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {plan.divisions.map((d) => (
        <div key={d.fromDivisionId}>
          <h3 className="font-semibold">{d.name}</h3>
          {d.movesHeld && (
            <p className="text-muted-foreground">
              No promotion or relegation: a team that would move has not played.
            </p>
          )}
          {d.teams.length === 0 ? (
            <p className="text-muted-foreground">No teams.</p>
          ) : (
            <ul className="grid gap-1">
              {d.teams.map((t) => (
                <li key={t.teamId} className="flex items-center justify-between gap-2">
                  <span className="truncate">{t.teamName}</span>
                  <Badge variant={t.movement === 'stays' ? 'secondary' : 'default'}>{moved(t)}</Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
