// Figures as label and value pairs.
export function StatList({ items }: { items: [label: string, value: string | number][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-2 border-b border-slate-200 py-1">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
