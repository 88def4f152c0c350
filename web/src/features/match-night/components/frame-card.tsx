import type { FrameWinner } from '@core/schemas/enums.ts';
import type { LeagueSettings } from '@core/schemas/league.ts';
import { cn } from '@/lib/cn.ts';
import type { FieldValue, FrameDetailsChange, FrameField } from '../outbox/changes.ts';
import type { ScreenFrame } from '../outbox/screen-frames.ts';
import type { RosterOption } from '../hooks/use-match.ts';
import { FrameDetails } from './frame-details.tsx';
import { HomeChance, PlayerRating } from './frame-odds.tsx';

const winners: [FrameWinner, string][] = [
  ['home', 'Home'],
  ['away', 'Away'],
  ['na', 'N/A'],
];
const pressed: Record<FrameWinner, string> = {
  home: 'border-blue-700 bg-blue-700 text-white',
  away: 'border-red-700 bg-red-700 text-white',
  na: 'border-slate-600 bg-slate-600 text-white',
};

function PlayerSelect(props: {
  label: string;
  frameNo: number;
  value: number | null;
  options: RosterOption[];
  playerName: (id: number) => string;
  onChange: (value: number | null) => void;
}) {
  const { value, options } = props;
  // A player chosen earlier who has since left the roster still shows, rather than a blank.
  const shown =
    value !== null && !options.some((o) => o.id === value)
      ? [...options, { id: value, name: props.playerName(value) }]
      : options;
  return (
    <label className="grid min-w-0 gap-1 text-xs font-medium text-slate-600">
      {props.label}
      <select
        aria-label={`${props.label}, frame ${props.frameNo}`}
        className="h-11 w-full min-w-0 rounded-md border border-border bg-white px-2 text-base text-slate-900"
        value={value ?? ''}
        onChange={(e) => props.onChange(e.target.value ? Number(e.target.value) : null)}
      >
        <option value="">Not set</option>
        {shown.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function FrameCard(props: {
  frame: ScreenFrame;
  home: RosterOption[];
  away: RosterOption[];
  playerName: (id: number) => string;
  onChange: (frame: ScreenFrame, field: FrameField, value: FieldValue) => void;
  /** The league's settings: which details its frames record (null: none known, none shown). */
  settings: LeagueSettings | null;
  onDetails: (frame: ScreenFrame, details: FrameDetailsChange) => void;
  onBreak: (frame: ScreenFrame, playerId: number, value: number) => void;
}) {
  const { frame, onChange } = props;
  const n = frame.frameNo;
  return (
    <li
      className="rounded-lg border border-border bg-white p-3"
      data-testid="frame"
      aria-label={`Frame ${n}`}
    >
      <div className="mb-2 flex items-center justify-between">
        <h2 className="font-semibold">Frame {n}</h2>
        {/* Always laid out, only shown while waiting: a tap never moves anything. */}
        <span className={cn('text-xs text-amber-700', !frame.pending && 'invisible')}>Waiting to send</span>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="min-w-0">
          <PlayerSelect
            label="Home player"
            frameNo={n}
            value={frame.homePlayerId}
            options={props.home}
            playerName={props.playerName}
            onChange={(v) => onChange(frame, 'homePlayerId', v)}
          />
          <PlayerRating playerId={frame.homePlayerId} />
        </div>
        <div className="min-w-0">
          <PlayerSelect
            label="Away player"
            frameNo={n}
            value={frame.awayPlayerId}
            options={props.away}
            playerName={props.playerName}
            onChange={(v) => onChange(frame, 'awayPlayerId', v)}
          />
          <PlayerRating playerId={frame.awayPlayerId} />
        </div>
      </div>
      <HomeChance home={frame.homePlayerId} away={frame.awayPlayerId} />
      <div role="group" aria-label={`Winner of frame ${n}`} className="mt-3 grid grid-cols-3 gap-2">
        {winners.map(([value, text]) => (
          <button
            key={value}
            type="button"
            aria-pressed={frame.winner === value}
            onClick={() => frame.winner !== value && onChange(frame, 'winner', value)}
            className={cn(
              'h-12 rounded-md border-2 text-base font-semibold',
              frame.winner === value ? pressed[value] : 'border-border bg-white text-slate-900',
            )}
          >
            {text}
          </button>
        ))}
      </div>
      {props.settings && (
        <FrameDetails
          frame={frame}
          settings={props.settings}
          playerName={props.playerName}
          onDetails={props.onDetails}
          onBreak={props.onBreak}
        />
      )}
      {/* Always laid out, like "Waiting to send", so a name arriving never moves the cards below. */}
      <p className="mt-2 min-h-4 text-xs text-slate-600">
        {frame.enteredByName && `Entered by ${frame.enteredByName}`}
      </p>
    </li>
  );
}
