// A break in as few taps as a winner: the player (one of the frame's two), the value on a numeric
// pad, Save. Breaks waiting to be sent are listed under the pad.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import type { DetailsProps } from './frame-details.tsx';

const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '⌫', '0'];

export function BreakPad({ frame, settings, playerName, onBreak }: DetailsProps) {
  const n = frame.frameNo;
  const [open, setOpen] = useState(false);
  const [player, setPlayer] = useState<number | null>(null);
  const [value, setValue] = useState('');
  const players = [frame.homePlayerId, frame.awayPlayerId].filter((p): p is number => p !== null);
  const v = Number(value);
  const ok = player !== null && v >= settings.break_threshold && v <= 147;
  const tap = (key: string) =>
    setValue((old) => (key === '⌫' ? old.slice(0, -1) : (old + key).replace(/^0+/, '').slice(0, 3)));
  const save = () => {
    if (!ok) return;
    onBreak(frame, player, v);
    setOpen(false);
    setValue('');
  };
  return (
    <div className="mt-3">
      {frame.waitingBreaks.map((b, i) => (
        <p key={i} className="text-sm text-amber-700">
          Break {b.value} · {playerName(b.playerId)}
        </p>
      ))}
      {!open ? (
        <Button
          variant="outline"
          className="h-11 w-full"
          disabled={players.length === 0}
          onClick={() => setOpen(true)}
        >
          Add break
        </Button>
      ) : (
        <div role="group" aria-label={`Break in frame ${n}`} className="grid gap-2">
          <div className="grid grid-cols-2 gap-2">
            {players.map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={player === p}
                onClick={() => setPlayer(p)}
                className={cn(
                  'h-11 truncate rounded-md border-2 px-2 text-sm font-semibold',
                  player === p ? 'border-blue-700 bg-blue-700 text-white' : 'border-border bg-white',
                )}
              >
                {playerName(p)}
              </button>
            ))}
          </div>
          <output
            aria-label={`Break value, frame ${n}`}
            className="h-11 rounded-md border border-border px-3 text-2xl font-bold"
          >
            {value || '0'}
          </output>
          <div className="grid grid-cols-3 gap-2">
            {keys.map((k) => (
              <Button key={k} variant="outline" className="h-11 text-lg" onClick={() => tap(k)}>
                {k}
              </Button>
            ))}
            <Button className="h-11" disabled={!ok} onClick={save}>
              Save break
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
