// GET /api/reports/impressions: proof of play for organisers, from the impressions recorded by
// POST /api/impressions (each counted once), grouped by day in the host's time zone, by wallboard
// or by screen; as JSON, or as CSV with `Accept: text/csv` (the time zone named in the header row).
import { toCsv } from '@core/rules/csv.ts';
import {
  impressionReportQuerySchema,
  impressionReportSchema,
  type ImpressionReport,
  type ImpressionReportRow,
  type ReportGrouping,
} from '@core/schemas/report.ts';
import { requireOrganiser } from '../authz.ts';
import { run, timeZoneOf } from '../context.ts';
import { refused, routes } from '../declare.ts';
import { parse } from '../validate.ts';

/** What each grouping selects as its key, joins for its name, and orders by. */
const groupings: Record<ReportGrouping, { key: string; join: string; order: string }> = {
  day: { key: `to_char((i.shown_at at time zone $6)::date, 'YYYY-MM-DD') as day`, join: '', order: '1' },
  wallboard: {
    key: 'i.wallboard_id as "wallboardId", w.name',
    join: 'join public.wallboards w on w.id = i.wallboard_id',
    order: 'w.name, i.wallboard_id',
  },
  screen: {
    key: 'i.screen_id as "screenId", s.name',
    join: 'left join public.screens s on s.id = i.screen_id',
    order: 's.name nulls last, i.screen_id',
  },
};

type Grouped = Omit<ImpressionReportRow, 'seconds'> & { ms: number };

export const reports = routes().endpoint(
  {
    method: 'get',
    path: '/impressions',
    summary:
      'Sponsor impressions recorded, grouped by day (in the host time zone), wallboard or screen (organisers). ' +
      'Filters: sponsorId, wallboardId, screenId, from and to (YYYY-MM-DD, both included). ' +
      'With Accept: text/csv, the same rows as CSV, the time zone named in the header row.',
    request: { query: impressionReportQuerySchema },
    responses: {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: impressionReportSchema } },
      },
      default: refused,
    },
  },
  async (c) => {
    const timeZone = timeZoneOf(c);
    const { groupBy, report } = await run(c, async (tx) => {
      await requireOrganiser(tx, c.var.claims, 'read impression reports');
      const q = parse(impressionReportQuerySchema, c.req.query());
      const g = groupings[q.groupBy];
      // from and to are whole days in the time zone: [from 00:00, to + 1 day 00:00).
      const rows = await tx.query<Grouped>(
        `select ${g.key}, count(*)::int as impressions, sum(i.duration_ms)::float8 as ms
         from public.sponsor_impressions i ${g.join}
         where ($1::bigint is null or i.sponsor_id = $1) and ($2::bigint is null or i.wallboard_id = $2)
           and ($3::bigint is null or i.screen_id = $3)
           and ($4::date is null or i.shown_at >= ($4::date::timestamp at time zone $6))
           and ($5::date is null or i.shown_at < (($5::date + 1)::timestamp at time zone $6))
         group by 1${q.groupBy === 'day' ? '' : ', 2'} order by ${g.order}`,
        [
          q.sponsorId ?? null,
          q.wallboardId ?? null,
          q.screenId ?? null,
          q.from ?? null,
          q.to ?? null,
          timeZone,
        ],
      );
      return { groupBy: q.groupBy, report: summed(rows, timeZone) };
    });
    if (!(c.req.header('accept') ?? '').includes('text/csv')) return c.json(report);
    return c.body(reportCsv(report, groupBy), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="impressions-by-${groupBy}.csv"`,
    });
  },
);

// Durations are added in milliseconds (whole numbers) and turned into seconds once, so the totals
// are exactly the sum of the rows.
function summed(rows: Grouped[], timeZone: string): ImpressionReport {
  const totalMs = rows.reduce((n, r) => n + r.ms, 0);
  return {
    rows: rows.map(({ ms, ...r }) => ({ ...r, seconds: ms / 1000 })),
    totals: { impressions: rows.reduce((n, r) => n + r.impressions, 0), seconds: totalMs / 1000 },
    timeZone,
  };
}

function reportCsv(report: ImpressionReport, groupBy: ReportGrouping): string {
  const zone = report.timeZone;
  const figures = (r: { impressions: number; seconds: number }) => [r.impressions, r.seconds];
  if (groupBy === 'day') {
    return toCsv(
      [`day (${zone})`, 'impressions', 'seconds'],
      report.rows.map((r) => [r.day, ...figures(r)]),
    );
  }
  const key = groupBy === 'wallboard' ? 'wallboardId' : 'screenId';
  return toCsv(
    [`${key} (days in ${zone})`, groupBy, 'impressions', 'seconds'],
    report.rows.map((r) => [r[key], r.name, ...figures(r)]),
  );
}
