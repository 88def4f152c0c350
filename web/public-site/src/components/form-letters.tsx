// The last results, newest first, as letters (W, D, L) with their words for screen readers.
const words = { W: 'won', D: 'drawn', L: 'lost' } as const;

export function FormLetters({ form }: { form: readonly ('W' | 'D' | 'L')[] }) {
  if (form.length === 0) return <span className="text-slate-500">–</span>;
  return (
    <span className="font-mono tracking-wider" title={form.map((f) => words[f]).join(', ')}>
      {form.join('')}
    </span>
  );
}
