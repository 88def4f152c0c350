// The league settings form's game section (issue 29): the game, how a match is played (frames of one
// rack, or races to a number of racks), which frame details match night records, and a race league's
// handicap, with a fixed start per player. Labels in a league secretary's words; the keys are the
// settings' fixed names (core/schemas/league.ts).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeagueSettings } from '@core/schemas/league.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Label } from '@/components/ui/label.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import type { FieldErrors } from '@/lib/form.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';

type Game = LeagueSettings['game'];
type MatchFormat = LeagueSettings['match_format'];
type Handicap = LeagueSettings['handicap'];

const gameOptions: { value: Game; label: string }[] = [
  { value: 'eight_ball', label: '8-ball pool' },
  { value: 'nine_ball', label: '9-ball pool' },
  { value: 'ten_ball', label: '10-ball pool' },
  { value: 'blackball', label: 'Blackball' },
  { value: 'snooker', label: 'Snooker' },
];
const formatOptions: { value: MatchFormat; label: string }[] = [
  { value: 'frames', label: 'Frames of one rack each' },
  { value: 'races', label: 'Races to a number of racks' },
];
const handicapOptions: { value: Handicap; label: string }[] = [
  { value: 'none', label: 'No handicap' },
  { value: 'rating', label: "From the players' ratings (the race chart)" },
  { value: 'fixed', label: 'A fixed start for each player' },
];

interface GameValues {
  game: Game;
  matchFormat: MatchFormat;
  raceTo: string;
  framePoints: boolean;
  breakThreshold: string;
  frameEvents: boolean;
  handicap: Handicap;
  /** Racks each player starts with, by player id, as typed. */
  starts: Record<string, string>;
}

export const gameValues = (s: LeagueSettings): GameValues => ({
  game: s.game,
  matchFormat: s.match_format,
  raceTo: String(s.race_to),
  framePoints: s.frame_points,
  breakThreshold: String(s.break_threshold),
  frameEvents: s.frame_events,
  handicap: s.handicap,
  starts: Object.fromEntries(Object.entries(s.handicap_starts).map(([id, n]) => [id, String(n)])),
});

/** The settings' keys from the form's values, for leagueSettingsSchema to check. */
export const gameSettings = (v: GameValues, num: (text: string) => number) => ({
  game: v.game,
  match_format: v.matchFormat,
  race_to: num(v.raceTo),
  frame_points: v.framePoints,
  break_threshold: num(v.breakThreshold),
  frame_events: v.frameEvents,
  handicap: v.handicap,
  handicap_starts: Object.fromEntries(Object.entries(v.starts).map(([id, n]) => [id, num(n)])),
});

/** The form field of a settings path of this section (handicap_starts.<id>: that player's start). */
export function gameFieldOf(path: string): string | undefined {
  if (path.startsWith('handicap_starts.')) return `start-${path.slice('handicap_starts.'.length)}`;
  return (
    {
      game: 'game',
      match_format: 'matchFormat',
      race_to: 'raceTo',
      frame_points: 'framePoints',
      break_threshold: 'breakThreshold',
      frame_events: 'frameEvents',
      handicap: 'handicap',
    } as Record<string, string>
  )[path];
}

function Tick(props: {
  id: string;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (c: boolean) => void;
}) {
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Checkbox
          id={props.id}
          checked={props.checked}
          aria-invalid={props.error ? true : undefined}
          onCheckedChange={(c) => props.onChange(c === true)}
        />
        <Label htmlFor={props.id}>{props.label}</Label>
      </div>
      {props.error && <p className="text-sm text-destructive">{props.error}</p>}
    </div>
  );
}

export function LeagueGameFields(props: {
  organisationId: number;
  values: GameValues;
  errors: FieldErrors;
  set: <K extends keyof GameValues>(key: K, value: GameValues[K]) => void;
}) {
  const { values: v, errors, set } = props;
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 font-semibold">Game and match night</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Game"
          value={v.game}
          options={gameOptions}
          error={errors.game}
          onValueChange={(g) => set('game', g as Game)}
        />
        <SelectField
          label="How a match is played"
          value={v.matchFormat}
          options={formatOptions}
          error={errors.matchFormat}
          onValueChange={(f) => set('matchFormat', f as MatchFormat)}
        />
        {v.matchFormat === 'races' && (
          <TextField
            label="Race to (racks)"
            inputMode="numeric"
            value={v.raceTo}
            error={errors.raceTo}
            onChange={(e) => set('raceTo', e.target.value)}
          />
        )}
        <TextField
          label="Record breaks of at least (points; 0: no breaks)"
          inputMode="numeric"
          value={v.breakThreshold}
          error={errors.breakThreshold}
          onChange={(e) => set('breakThreshold', e.target.value)}
        />
      </div>
      <Tick
        id="frame-points"
        label="Record each frame's points (snooker scores)"
        checked={v.framePoints}
        error={errors.framePoints}
        onChange={(c) => set('framePoints', c)}
      />
      <Tick
        id="frame-events"
        label="Record dishes, golden breaks and whitewashes (pool)"
        checked={v.frameEvents}
        error={errors.frameEvents}
        onChange={(c) => set('frameEvents', c)}
      />
      {(v.matchFormat === 'races' || v.handicap !== 'none') && (
        <SelectField
          label="Handicap"
          value={v.handicap}
          options={handicapOptions}
          error={errors.handicap}
          onValueChange={(h) => set('handicap', h as Handicap)}
        />
      )}
      {v.handicap === 'fixed' && <FixedStarts {...props} />}
    </fieldset>
  );
}

/** Racks each player starts with in a fixed-handicap league: one row a player, and a player to add. */
function FixedStarts({ organisationId, values: v, errors, set }: Parameters<typeof LeagueGameFields>[0]) {
  const players = useQuery(playersQuery(organisationId));
  const [adding, setAdding] = useState('');
  const name = new Map((players.data ?? []).map((p) => [String(p.id), p.fullName]));
  const others = (players.data ?? []).filter((p) => !(String(p.id) in v.starts));
  const setStart = (id: string, n: string | undefined) => {
    const { [id]: _, ...rest } = v.starts;
    set('starts', n === undefined ? rest : { ...v.starts, [id]: n });
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">Fixed starts: racks each player starts with</legend>
      {Object.entries(v.starts).map(([id, n]) => (
        <div key={id} className="flex items-end gap-2">
          <TextField
            label={`Start for ${name.get(id) ?? `player ${id}`}`}
            inputMode="numeric"
            value={n}
            error={errors[`start-${id}`]}
            onChange={(e) => setStart(id, e.target.value)}
          />
          <Button type="button" variant="outline" onClick={() => setStart(id, undefined)}>
            Remove
          </Button>
        </div>
      ))}
      <div className="flex items-end gap-2">
        <SelectField
          // a new select once a start is added: Radix keeps showing the last choice otherwise
          key={Object.keys(v.starts).length}
          className="w-64"
          label="Player"
          value={adding}
          placeholder="Choose a player"
          options={others.map((p) => ({ value: String(p.id), label: p.fullName }))}
          onValueChange={setAdding}
        />
        <Button
          type="button"
          variant="outline"
          disabled={!adding}
          onClick={() => {
            setStart(adding, '1');
            setAdding('');
          }}
        >
          Add start
        </Button>
      </div>
    </fieldset>
  );
}
