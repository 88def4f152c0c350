import { useState } from 'react';
import type { League } from '@core/schemas/league.ts';
import { rolloverRequestSchema, type RolloverPlan } from '@core/schemas/rollover.ts';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { useForm } from '@/lib/form.ts';
import { usePlanSeason, useStartSeason } from '../api/rollover.ts';
import { SeasonPlan } from './season-plan.tsx';

/**
 * "Start Next Season": the organiser names the season and how many teams go up and down, previews
 * the plan (a dry run), then starts it. Changing a field clears the preview, so what starts is
 * always what was shown. Unfinished fixtures (named in the preview) refuse the start unless the
 * organiser ticks "Void …" (the API's voidUnfinished).
 */
export function StartSeasonDialog({ league, onClose }: { league: League; onClose: () => void }) {
  const form = useForm({ season: '', promote: '0', relegate: '0' });
  const [plan, setPlan] = useState<RolloverPlan | null>(null);
  const [voidUnfinished, setVoidUnfinished] = useState(false);
  const preview = usePlanSeason();
  const start = useStartSeason(onClose);
  const field = (key: 'season' | 'promote' | 'relegate') => {
    const bound = form.field(key);
    return {
      ...bound,
      onChange: (e: Parameters<typeof bound.onChange>[0]) => (
        setPlan(null),
        setVoidUnfinished(false),
        bound.onChange(e)
      ),
    };
  };

  function submit() {
    const { season, promote, relegate } = form.values;
    const data = form.parse(rolloverRequestSchema, {
      season,
      promote: Number(promote),
      relegate: Number(relegate),
    });
    if (!data) return;
    const vars = { leagueId: league.id, season: data.season, promote: data.promote, relegate: data.relegate };
    if (!plan) preview.mutate(vars, { onSuccess: setPlan, onError: form.showServerErrors });
    else start.mutate({ ...vars, voidUnfinished }, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Start Next Season"
      description={`${league.name} ${league.season} is kept as a snapshot; the new season gets the same divisions.`}
      onSubmit={submit}
      submitLabel={plan ? 'Start Season' : 'Preview'}
      pending={preview.isPending || start.isPending}
    >
      <TextField label="New Season" maxLength={100} {...field('season')} />
      <div className="grid grid-cols-2 gap-4">
        <TextField label="Promote" inputMode="numeric" {...field('promote')} />
        <TextField label="Relegate" inputMode="numeric" {...field('relegate')} />
      </div>
      {plan && <SeasonPlan plan={plan} />}
      {plan && plan.unfinished.length > 0 && (
        <label className="flex items-center gap-2 text-sm">
          <Checkbox checked={voidUnfinished} onCheckedChange={(v) => setVoidUnfinished(v === true)} />
          {plan.unfinished.length === 1
            ? 'Void this fixture'
            : `Void these ${plan.unfinished.length} fixtures`}{' '}
          and start the season
        </label>
      )}
    </FormDialog>
  );
}
