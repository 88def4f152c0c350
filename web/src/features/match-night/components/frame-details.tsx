// A frame's details on match night (issue 29), each shown only where the league records it: snooker
// points, a race-to rubber's racks (+ / − per side, its race shown), a dish toggle on a won frame,
// and breaks entered as a player and a number on a pad (break-pad.tsx). Every tap is one change in
// the outbox, so it works offline like the winner buttons.
import type { LeagueSettings } from '@core/schemas/league.ts';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import type { FrameDetailsChange } from '../outbox/changes.ts';
import type { ScreenFrame } from '../outbox/screen-frames.ts';
import { BreakPad } from './break-pad.tsx';
import { PointsEntry } from './points-entry.tsx';

export interface DetailsProps {
  frame: ScreenFrame;
  settings: LeagueSettings;
  playerName: (id: number) => string;
  onDetails: (frame: ScreenFrame, details: FrameDetailsChange) => void;
  onBreak: (frame: ScreenFrame, playerId: number, value: number) => void;
}

function RaceEntry({ frame, onDetails }: Pick<DetailsProps, 'frame' | 'onDetails'>) {
  const n = frame.frameNo;
  const racks = { home: frame.homeRacks ?? 0, away: frame.awayRacks ?? 0 };
  const race = { home: frame.homeRace ?? 0, away: frame.awayRace ?? 0 };
  const set = (side: 'home' | 'away', step: number) => {
    const next = { ...racks, [side]: racks[side] + step };
    onDetails(frame, { homeRacks: next.home, awayRacks: next.away });
  };
  return (
    <div className="mt-3 grid gap-2" role="group" aria-label={`Race score of frame ${n}`}>
      <p className="text-sm font-semibold text-slate-700">
        Race {race.home}–{race.away}
      </p>
      <div className="grid grid-cols-2 gap-2">
        {(['home', 'away'] as const).map((side) => (
          <div key={side} className="flex items-center justify-between gap-1">
            <Button
              variant="outline"
              className="h-11 w-11 text-lg"
              aria-label={`${side === 'home' ? 'Home' : 'Away'} racks down, frame ${n}`}
              disabled={racks[side] === 0}
              onClick={() => set(side, -1)}
            >
              −
            </Button>
            <span
              className="text-xl font-bold"
              aria-label={`${side === 'home' ? 'Home' : 'Away'} racks, frame ${n}`}
            >
              {racks[side]}
            </span>
            <Button
              variant="outline"
              className="h-11 w-11 text-lg"
              aria-label={`${side === 'home' ? 'Home' : 'Away'} racks up, frame ${n}`}
              disabled={racks[side] >= race[side] || racks.home >= race.home || racks.away >= race.away}
              onClick={() => set(side, 1)}
            >
              +
            </Button>
          </div>
        ))}
      </div>
    </div>
  );
}

export function FrameDetails(props: DetailsProps) {
  const { frame, settings, onDetails } = props;
  const dish = frame.event === 'dish';
  return (
    <>
      {settings.frame_points && <PointsEntry frame={frame} onDetails={onDetails} />}
      {settings.match_format === 'races' && frame.homeRace !== null && (
        <RaceEntry frame={frame} onDetails={onDetails} />
      )}
      {settings.frame_events && (
        <button
          type="button"
          aria-pressed={dish}
          disabled={frame.winner === 'na'}
          onClick={() => onDetails(frame, { event: dish ? null : 'dish' })}
          className={cn(
            'mt-3 h-11 w-full rounded-md border-2 text-base font-semibold disabled:opacity-50',
            dish ? 'border-emerald-700 bg-emerald-700 text-white' : 'border-border bg-white text-slate-900',
          )}
        >
          Dish
        </button>
      )}
      {settings.break_threshold > 0 && <BreakPad {...props} />}
    </>
  );
}
