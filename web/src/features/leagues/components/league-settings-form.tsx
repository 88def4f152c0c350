// A league's rules: points, bonus, frames, forfeits, confirmation, the game and what match night
// records (league-game-fields.tsx) and the tie-breaker order. The whole settings object is sent
// (parsed by core's leagueSettingsSchema); the server recomputes every division's table in the same
// transaction. A refusal, the form's own check or the server's 400, shows under its field.
import type { FormEvent } from 'react';
import { tiebreakerLabels } from '@core/rules/tiebreakers.ts';
import { tiebreakers } from '@core/schemas/enums.ts';
import { leagueSettingsSchema, type League } from '@core/schemas/league.ts';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Label } from '@/components/ui/label.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { HttpError } from '@/lib/api.ts';
import { useForm } from '@/lib/form.ts';
import { useUpdateLeagueSettings } from '../api/update-league-settings.ts';
import { gameFieldOf, gameSettings, gameValues, LeagueGameFields } from './league-game-fields.tsx';

const NONE = 'none';
const numbers = [
  ['win', 'Points for a Win'],
  ['draw', 'Points for a Draw'],
  ['loss', 'Points for a Loss'],
  ['perFrame', 'Points per Frame Won'],
  ['cleanSweep', 'Clean-Sweep Bonus'],
  ['framesPerMatch', 'Frames per Match'],
  ['forfeitFrames', 'Forfeit Frames (blank: frames per match)'],
] as const;
/** Each settings path's field on this form; the tie-breaker list's issues show under the list. */
const fieldOf: Record<string, string> = {
  'points.win': 'win',
  'points.draw': 'draw',
  'points.loss': 'loss',
  'points.per_frame': 'perFrame',
  'bonus.clean_sweep': 'cleanSweep',
  frames_per_match: 'framesPerMatch',
  forfeit_frames: 'forfeitFrames',
};
/** The field a settings path (`race_to`, or the server's `settings.race_to`) shows under. */
const fieldFor = (path: string) => {
  const p = path.replace(/^settings\./, '');
  return fieldOf[p] ?? gameFieldOf(p) ?? 'tiebreakers';
};

export function LeagueSettingsForm({ league }: { league: League }) {
  const s = league.settings;
  const form = useForm({
    win: String(s.points.win),
    draw: String(s.points.draw),
    loss: String(s.points.loss),
    perFrame: String(s.points.per_frame),
    cleanSweep: String(s.bonus.clean_sweep),
    framesPerMatch: String(s.frames_per_match),
    forfeitFrames: s.forfeit_frames === null ? '' : String(s.forfeit_frames),
    requireConfirmation: s.require_confirmation,
    order: [0, 1, 2, 3].map((i): string => s.tiebreakers[i] ?? NONE),
    ...gameValues(s),
  });
  const v = form.values;
  const save = useUpdateLeagueSettings();
  const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = leagueSettingsSchema.safeParse({
      ...s,
      points: { win: num(v.win), draw: num(v.draw), loss: num(v.loss), per_frame: num(v.perFrame) },
      bonus: { clean_sweep: num(v.cleanSweep) },
      frames_per_match: num(v.framesPerMatch),
      forfeit_frames: v.forfeitFrames.trim() === '' ? null : num(v.forfeitFrames),
      require_confirmation: v.requireConfirmation,
      tiebreakers: v.order.filter((t) => t !== NONE),
      ...gameSettings(v, num),
    });
    if (!result.success) {
      const issues = result.error.issues.map((i) => [fieldFor(i.path.join('.')), i.message]);
      form.setErrors(Object.fromEntries(issues.reverse()));
      return;
    }
    form.setErrors({});
    save.mutate(
      { id: league.id, settings: result.data },
      {
        onError: (error) => {
          if (!(error instanceof HttpError) || !error.fields) return;
          const issues = Object.entries(error.fields).map(([path, [message]]) => [fieldFor(path), message]);
          form.setErrors(Object.fromEntries(issues.reverse()));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="grid max-w-2xl gap-4" noValidate aria-label="League settings">
      <div className="grid gap-4 sm:grid-cols-2">
        {numbers.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            inputMode="numeric"
            value={v[key]}
            error={form.errors[key]}
            onChange={(e) => form.set(key, e.target.value)}
          />
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="require-confirmation"
          checked={v.requireConfirmation}
          onCheckedChange={(c) => form.set('requireConfirmation', c === true)}
        />
        <Label htmlFor="require-confirmation">The other captain confirms each result</Label>
      </div>
      <LeagueGameFields
        organisationId={league.organisationId}
        values={v}
        errors={form.errors}
        set={(key, value) => form.set(key, value as never)}
      />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Tie-breakers after points, in order</legend>
        {v.order.map((choice, i) => (
          <SelectField
            key={i}
            label={`Tie-breaker ${i + 1}`}
            value={choice}
            options={[
              { value: NONE, label: 'None' },
              // points difference only where frames have points (snooker), so other leagues' choices stay as they were
              ...tiebreakers
                .filter((t) => t !== 'points_difference' || v.framePoints || s.tiebreakers.includes(t))
                .map((t) => ({ value: t, label: tiebreakerLabels[t] })),
            ]}
            onValueChange={(t) =>
              form.set(
                'order',
                v.order.map((o, j) => (j === i ? t : o)),
              )
            }
          />
        ))}
      </fieldset>
      {form.errors.tiebreakers && <p className="text-sm text-destructive">{form.errors.tiebreakers}</p>}
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save Settings
        </Button>
      </div>
    </form>
  );
}
