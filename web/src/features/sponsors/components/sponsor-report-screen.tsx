// A sponsor's proof of play, for organisers to send on: impressions per day, per wallboard and per
// screen over a date range, totals, a CSV download, and a print view (the controls and the app's
// navigation are left off the page). The range is in the address: ?from=&to=.
import { useParams, useSearchParams } from 'react-router-dom';
import { useQueries, useQuery } from '@tanstack/react-query';
import { localDate } from '@core/rules/time.ts';
import { reportGroupings } from '@core/schemas/report.ts';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { LoadError } from '@/components/ui/load-error.tsx';
import { EmptyState, Page } from '@/components/ui/page.tsx';
import { CardSkeletons } from '@/components/ui/skeleton.tsx';
import { StatTiles } from '@/components/ui/stat-tiles.tsx';
import { impressionReportQuery, useDownloadImpressionReport } from '../api/get-impression-report.ts';
import { sponsorsQuery } from '../api/get-sponsors.ts';
import { DayBars } from './day-bars.tsx';
import { ReportTable, seconds } from './report-table.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

const DAY_MS = 86_400_000;

function lastThirtyDays() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return { from: localDate(new Date(Date.now() - 29 * DAY_MS), zone), to: localDate(new Date(), zone) };
}

export default function SponsorReportScreen() {
  const sponsorId = Number(useParams().id);
  const organisationId = useOrganisationId();
  const sponsor = useQuery(sponsorsQuery(organisationId)).data?.find((s) => s.id === sponsorId);
  // The range lives in the address (?from=&to=), so a report can be bookmarked or shared as it is.
  const [params, setParams] = useSearchParams();
  const fallback = lastThirtyDays();
  const range = { from: params.get('from') || fallback.from, to: params.get('to') || fallback.to };
  const setRange = (next: typeof range) => setParams(next, { replace: true });
  const filters = { sponsorId, ...range };
  const [byDay, byWallboard, byScreen] = useQueries({
    queries: reportGroupings.map((groupBy) => impressionReportQuery({ ...filters, groupBy })),
  });
  const download = useDownloadImpressionReport();
  const failed = [byDay, byWallboard, byScreen].find((q) => q.isError);

  return (
    <Page
      title={`Proof of play: ${sponsor?.name ?? `sponsor ${sponsorId}`}`}
      action={
        <div className="flex gap-2 print:hidden">
          <Button
            variant="outline"
            onClick={() => download.mutate({ ...filters, groupBy: 'day' })}
            disabled={download.isPending}
          >
            Download CSV
          </Button>
          <Button onClick={() => window.print()}>Print</Button>
        </div>
      }
    >
      <div className="mb-6 flex flex-wrap items-end gap-3 print:hidden">
        {(['from', 'to'] as const).map((edge) => (
          <div key={edge} className="grid gap-1">
            <Label htmlFor={`report-${edge}`}>{edge === 'from' ? 'From' : 'To'}</Label>
            <Input
              id={`report-${edge}`}
              type="date"
              value={range[edge]}
              onChange={(e) => e.target.value && setRange({ ...range, [edge]: e.target.value })}
            />
          </div>
        ))}
      </div>
      {failed ? (
        <LoadError error={failed.error} />
      ) : !byDay.data || !byWallboard.data || !byScreen.data ? (
        <CardSkeletons />
      ) : (
        <div className="grid gap-6">
          <p className="text-muted-foreground">
            From {range.from} to {range.to}; days in {byDay.data.timeZone}.
          </p>
          <StatTiles
            items={[
              ['Impressions', byDay.data.totals.impressions],
              ['Seconds on screen', seconds(byDay.data.totals.seconds)],
              ['Days shown', byDay.data.rows.length],
            ]}
          />
          {byDay.data.totals.impressions === 0 ? (
            <EmptyState>No impressions recorded for this sponsor on these days.</EmptyState>
          ) : (
            <>
              <section className="grid gap-2 break-inside-avoid">
                <h2 className="text-lg font-semibold">Per day</h2>
                <DayBars rows={byDay.data.rows} from={range.from} to={range.to} />
              </section>
              <ReportTable title="Wallboard" report={byWallboard.data} unnamed="Removed wallboard" />
              <ReportTable title="Screen" report={byScreen.data} unnamed="A browser or a removed screen" />
            </>
          )}
        </div>
      )}
    </Page>
  );
}
