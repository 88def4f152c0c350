// high_breaks: the league's or division's ten highest breaks in the API's order (public.high_breaks()),
// each with its player and the team they made it for; a century is marked beside its value.
import type { FeedHighBreak } from '@core/schemas/feed.ts';
import { Paged } from './paged.tsx';
import { usePages } from './use-pages.ts';

export const NO_BREAKS = 'No breaks recorded yet';
export const CENTURY = 'century';

const COLUMNS = ['Pos', 'Player', 'Team', 'Break'];

export function HighBreaks({ breaks }: { breaks: FeedHighBreak[] }) {
  const pages = usePages(breaks.length);
  if (breaks.length === 0) return <div className="cb-empty">{NO_BREAKS}</div>;
  return (
    <Paged pages={pages}>
      <table className="cb-table cb-breaks">
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
          {breaks.slice(pages.from, pages.to).map((b, i) => (
            <tr key={pages.from + i} data-page-item="" data-century={b.century || undefined}>
              <td>{b.position}</td>
              <td className="cb-left cb-cut" title={b.name}>
                {b.name}
              </td>
              <td className="cb-left cb-cut" title={b.teamName}>
                {b.teamName}
              </td>
              <td className="cb-pts">
                <span className="cb-break-value">{b.value}</span>
                {b.century && <span className="cb-century">{CENTURY}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paged>
  );
}
