// A sponsor's proof of play (organisers): GET /api/reports/impressions as JSON for the screen, and
// the same report as a CSV file (Accept: text/csv; the time zone is named in its header row).
import type { ImpressionReportQuery } from '@core/schemas/report.ts';
import { api } from '@/lib/api.ts';
import { saveResponse } from '@/lib/download.ts';
import { useApiMutation } from '@/lib/mutation.ts';
import { read } from '@/lib/queries.ts';

export type ReportFilters = Pick<ImpressionReportQuery, 'from' | 'to' | 'groupBy'> & { sponsorId: number };

const asQuery = (f: ReportFilters) =>
  Object.fromEntries(
    Object.entries(f)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  );

export const impressionReportQuery = (filters: ReportFilters) =>
  read(api.reports.impressions, { query: asQuery(filters) });

export const downloadImpressionReport = async (filters: ReportFilters): Promise<string> =>
  saveResponse(
    await api.reports.impressions.$get({ query: asQuery(filters) }, { headers: { accept: 'text/csv' } }),
    'impressions.csv',
  );

export const useDownloadImpressionReport = () =>
  useApiMutation({
    mutationFn: downloadImpressionReport,
    invalidates: [],
    success: 'The report is downloaded',
    fallback: 'Failed to download the report',
  });
