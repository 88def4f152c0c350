// top_players: the league's or division's top ten by the wallboard's ranking (rating or win %), in the
// API's order (public.leaderboard).
import type { FeedTopPlayer } from '@core/schemas/feed.ts';
import { Paged } from './paged.tsx';
import { usePages } from './use-pages.ts';

export const NO_PLAYERS = 'No player statistics yet';
export const PROVISIONAL = 'provisional';

const COLUMNS = ['Pos', 'Player', 'Team', 'Frames', 'Win %', 'Rating'];

export function TopPlayers({ players }: { players: FeedTopPlayer[] }) {
  const pages = usePages(players.length);
  if (players.length === 0) return <div className="cb-empty">{NO_PLAYERS}</div>;
  return (
    <Paged pages={pages}>
      <table className="cb-table cb-top">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} className={c === 'Player' || c === 'Team' ? 'cb-left' : undefined}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {players.slice(pages.from, pages.to).map((p) => (
            <tr key={p.position} data-page-item="">
              <td>{p.position}</td>
              <td className="cb-left cb-cut" title={p.name}>
                {p.name}
              </td>
              <td className="cb-left cb-cut" title={p.teamName ?? undefined}>
                {p.teamName ?? ''}
              </td>
              <td>{p.framesPlayed}</td>
              <td>{p.winPct.toFixed(1)}</td>
              <td className="cb-pts">
                {Math.round(p.rating)}
                {p.provisional && <span className="cb-prov">{PROVISIONAL}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paged>
  );
}
