import type { Me } from '@core/schemas/account.ts';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDateTime } from '@/lib/format.ts';

/** What the cards show: the home page passes the same from its own read. */
export type MyCardsData = { team: { name: string } | null; nextMatch: Me['nextMatch'] };

export function MyCardsView({ me }: { me: MyCardsData }) {
  const match = me.nextMatch;
  return (
    <section aria-label="My league" className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>My team</CardTitle>
          <CardDescription className="text-base text-slate-900">
            {me.team?.name ?? 'Not on a team this season'}
          </CardDescription>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>My next match</CardTitle>
          {match ? (
            <div className="grid gap-1 text-sm">
              <p className="text-base font-medium">
                {match.homeTeamName} vs {match.awayTeamName}
              </p>
              <p>{formatDateTime(match.scheduledAt)}</p>
              {match.venueName && <p className="text-muted-foreground">{match.venueName}</p>}
            </div>
          ) : (
            <CardDescription>No match scheduled</CardDescription>
          )}
        </CardHeader>
      </Card>
    </section>
  );
}
