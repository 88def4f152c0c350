import { Button } from '@/components/ui/button.tsx';
import { outbox } from '../outbox/phone-outbox.ts';
import { useConnection, useOutbox } from '../hooks/use-outbox.ts';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/** One line that keeps its height: offline and how much waits, or what is still being sent. */
export function SyncLine() {
  const { offline, waiting } = useConnection();
  const text = offline
    ? `Offline — ${changes(waiting)} waiting`
    : waiting > 0
      ? `Sending ${changes(waiting)}…`
      : 'All changes saved';
  return (
    <p
      role="status"
      data-testid="sync-status"
      className={
        offline ? 'truncate text-sm font-semibold text-amber-700' : 'truncate text-sm text-slate-600'
      }
    >
      {text}
    </p>
  );
}

/** Changes the server refused (the fixture was deleted, a role was revoked): which, and why. */
export function Refusals() {
  const { refused } = useOutbox();
  if (refused.length === 0) return null;
  return (
    <ul role="alert" aria-label="Changes not saved" className="grid gap-2 px-4 pt-3">
      {refused.map((r) => (
        <li
          key={r.key}
          className="flex items-center justify-between gap-2 rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900"
        >
          <span>
            Not saved: {r.label} — {r.message}
          </span>
          <Button size="sm" variant="outline" className="h-11 shrink-0" onClick={() => outbox.dismiss(r.key)}>
            Dismiss
          </Button>
        </li>
      ))}
    </ul>
  );
}
