import { cn } from '@/lib/cn.ts';

const look = {
  W: ['Won', 'bg-green-800 text-white'],
  D: ['Drawn', 'bg-slate-200 text-slate-900'],
  L: ['Lost', 'bg-red-700 text-white'],
} as const;

/** Results as W/D/L chips, newest first; the list's name says so for screen readers. */
export function FormChips({ results, label }: { results: readonly ('W' | 'D' | 'L')[]; label: string }) {
  if (results.length === 0) return <span className="text-muted-foreground">-</span>;
  return (
    <ol aria-label={label} className="flex gap-1">
      {results.map((r, i) => (
        <li
          key={i}
          title={look[r][0]}
          className={cn(
            'flex h-7 w-7 items-center justify-center rounded-full text-xs font-bold',
            look[r][1],
          )}
        >
          {r}
        </li>
      ))}
    </ol>
  );
}
