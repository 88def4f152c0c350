// The table columns of the frame details a league records (issue 29), after the usual ones: shared by
// `stats players` and `history show` (docs/cli.md).
import type { RecordedDetails } from '@core/rules/recorded-details.ts';

/** A player's frame details, as GET /api/players/{id}/stats and a snapshot's playerStats give them. */
export interface DetailFigures {
  highBreak: number | null;
  centuries: number;
  dishes: number;
  goldenBreaks: number;
  whitewashes: number;
  framePointsFor: number;
  framePointsAgainst: number;
}

type Column = { header: string; cell: (f: DetailFigures) => string | number };

export function detailColumns(d: RecordedDetails): Column[] {
  const columns: Column[] = [];
  if (d.breaks) {
    columns.push({ header: 'High break', cell: (f) => f.highBreak ?? '-' });
    columns.push({ header: 'Centuries', cell: (f) => f.centuries });
  }
  if (d.points)
    columns.push({ header: 'Points', cell: (f) => `${f.framePointsFor}-${f.framePointsAgainst}` });
  if (d.events) {
    columns.push({ header: 'Dishes', cell: (f) => f.dishes });
    columns.push({ header: 'Golden breaks', cell: (f) => f.goldenBreaks });
    columns.push({ header: 'Whitewashes', cell: (f) => f.whitewashes });
  }
  return columns;
}
