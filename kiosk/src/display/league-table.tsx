// league_table: the rows in the order and with the positions the API gives (the order lives in SQL).
import type { FeedStanding } from './feed.ts';

export const NO_TABLE = 'No league table data available';

const COLUMNS = ['Pos', 'Team', 'P', 'W', 'D', 'L', 'FF', 'FA', 'Pts'];

export function LeagueTable({ standings }: { standings: FeedStanding[] }) {
  if (standings.length === 0) return <div className="cb-empty">{NO_TABLE}</div>;
  return (
    <table className="cb-table">
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
        {standings.map((s) => (
          <tr key={s.teamId}>
            <td>{s.position}</td>
            <td className="cb-left">{s.teamName}</td>
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
  );
}
