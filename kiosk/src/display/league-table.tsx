// league_table: the rows in the order and with the positions the API gives (the order lives in SQL),
// a page at a time when there are more teams than fit (use-pages.ts).
import type { FeedStanding } from './feed.ts';
import { Paged } from './paged.tsx';
import { usePages } from './use-pages.ts';

export const NO_TABLE = 'No league table data available';

const COLUMNS = ['Pos', 'Team', 'P', 'W', 'D', 'L', 'FF', 'FA', 'Pts'];

export function LeagueTable({ standings }: { standings: FeedStanding[] }) {
  const pages = usePages(standings.length);
  if (standings.length === 0) return <div className="cb-empty">{NO_TABLE}</div>;
  return (
    <Paged pages={pages}>
      <table className="cb-table cb-standings">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} className={c === 'Team' ? 'cb-left' : undefined}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {standings.slice(pages.from, pages.to).map((s) => (
            <tr key={s.teamId} data-page-item="">
              <td>{s.position}</td>
              <td className="cb-left cb-cut" title={s.teamName}>
                {s.teamName}
              </td>
              <td>{s.played}</td>
              <td>{s.won}</td>
              <td>{s.drawn}</td>
              <td>{s.lost}</td>
              <td>{s.framesFor}</td>
              <td>{s.framesAgainst}</td>
              <td className="cb-pts">{s.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paged>
  );
}
