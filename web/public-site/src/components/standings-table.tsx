// A division's table as the database orders it (standings_table): position, team, played, won,
// drawn, lost, frames for and against, points and the form of the last five matches.
import type { PublicStanding } from '../../../../core/schemas/public-site.ts';
import { publicPath } from '../../../../core/rules/public-paths.ts';
import { FormLetters } from './form-letters.tsx';

const columns = [
  ['Pos', 'Position'],
  ['Team', 'Team'],
  ['P', 'Played'],
  ['W', 'Won'],
  ['D', 'Drawn'],
  ['L', 'Lost'],
  ['F', 'Frames for'],
  ['A', 'Frames against'],
  ['Pts', 'Points'],
  ['Form', 'Form, last 5'],
] as const;

interface Props {
  leagueId: number;
  caption: string;
  rows: PublicStanding[];
}

export function StandingsTable({ leagueId, caption, rows }: Props) {
  if (rows.length === 0) return <p className="text-slate-600">No teams in this division yet.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-400 text-left">
            {columns.map(([short, long]) => (
              <th key={short} scope="col" className="px-1 py-1 font-semibold">
                {short === long ? short : <abbr title={long}>{short}</abbr>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.teamId} className="border-b border-slate-200">
              <td className="px-1 py-1">{r.position}</td>
              <th scope="row" className="px-1 py-1 text-left font-normal">
                <a
                  className="text-green-800 underline"
                  href={publicPath({ kind: 'team', leagueId, id: r.teamId })}
                >
                  {r.teamName}
                </a>
              </th>
              <td className="px-1">{r.played}</td>
              <td className="px-1">{r.won}</td>
              <td className="px-1">{r.drawn}</td>
              <td className="px-1">{r.lost}</td>
              <td className="px-1">{r.framesFor}</td>
              <td className="px-1">{r.framesAgainst}</td>
              <td className="px-1 font-semibold">{r.points}</td>
              <td className="px-1">
                <FormLetters form={r.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
