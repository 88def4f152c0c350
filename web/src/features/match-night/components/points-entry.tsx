// Snooker frame points: both sides typed on the phone's number pad, saved together (the API takes
// them as a pair); the winner then follows from them.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import type { DetailsProps } from './frame-details.tsx';

export function PointsEntry({ frame, onDetails }: Pick<DetailsProps, 'frame' | 'onDetails'>) {
  const n = frame.frameNo;
  const [home, setHome] = useState(frame.homePoints?.toString() ?? '');
  const [away, setAway] = useState(frame.awayPoints?.toString() ?? '');
  const valid = (v: string) => /^\d{1,3}$/.test(v) && Number(v) <= 500;
  const field = (label: string, value: string, set: (v: string) => void) => (
    <label className="grid gap-1 text-xs font-medium text-slate-600">
      {label}
      <input
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={`${label}, frame ${n}`}
        className="h-11 w-full rounded-md border border-border bg-white px-2 text-base text-slate-900"
        value={value}
        onChange={(e) => set(e.target.value.replace(/\D/g, '').slice(0, 3))}
      />
    </label>
  );
  return (
    <div className="mt-3 grid grid-cols-[1fr_1fr_auto] items-end gap-2">
      {field('Home points', home, setHome)}
      {field('Away points', away, setAway)}
      <Button
        className="h-11"
        disabled={!valid(home) || !valid(away)}
        onClick={() => onDetails(frame, { homePoints: Number(home), awayPoints: Number(away) })}
      >
        Save points
      </Button>
    </div>
  );
}
