import { useQuery } from '@tanstack/react-query';
import { wallboardTypes } from '@core/schemas/enums.ts';
import { wallboardTypeRules } from '@core/rules/wallboard-types.ts';
import {
  wallboardCreateSchema,
  wallboardRankingLabels,
  wallboardRankings,
  type Wallboard,
  type WallboardRanking,
} from '@core/schemas/wallboard.ts';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { useForm } from '@/lib/form.ts';
import { divisionsQuery } from '@/features/divisions/api/get-divisions.ts';
import { leaguesQuery } from '@/features/leagues/api/get-leagues.ts';
import { venuesQuery } from '@/features/venues/api/get-venues.ts';
import { useCreateWallboard, useUpdateWallboard } from '../api/wallboard-mutations.ts';
import {
  fieldLabels,
  playlistErrors,
  showsRanking,
  wallboardFormValues,
  wallboardPayload,
} from '../wallboard-form-values.ts';
import { RotationBuilder } from './rotation-builder.tsx';
import { WallboardThemeFields } from './wallboard-theme-fields.tsx';
import { useOrganisationId } from '@/lib/organisation.ts';

const NONE = 'none';

export function WallboardFormDialog({ wallboard, onClose }: { wallboard?: Wallboard; onClose: () => void }) {
  const form = useForm(wallboardFormValues(wallboard));
  const v = form.values;
  const organisationId = useOrganisationId();
  const leagues = useQuery(leaguesQuery(organisationId));
  const divisions = useQuery(divisionsQuery(organisationId));
  const venues = useQuery(venuesQuery(organisationId));
  const create = useCreateWallboard(onClose);
  const update = useUpdateWallboard(onClose);
  const labels = fieldLabels(v.type);
  const none = { value: NONE, label: 'None' };
  // Division choices are limited to the selected league.
  const divisionOptions = (divisions.data ?? [])
    .filter((d) => String(d.leagueId) === v.leagueId)
    .map((d) => ({ value: String(d.id), label: d.name }));

  function submit() {
    const rows = playlistErrors(v);
    const data = form.parse(wallboardCreateSchema, wallboardPayload(v));
    if (Object.keys(rows).length) form.setErrors((e) => ({ ...e, ...rows }));
    if (!data || Object.keys(rows).length) return;
    const body = { ...wallboardPayload(v), name: data.name };
    if (wallboard) update.mutate({ id: wallboard.id, ...body }, { onError: form.showServerErrors });
    else create.mutate(body, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title={wallboard ? 'Edit Wallboard' : 'Create Wallboard'}
      onSubmit={submit}
      submitLabel={wallboard ? 'Update Wallboard' : 'Create Wallboard'}
      pending={create.isPending || update.isPending}
    >
      <TextField
        label="Name"
        value={v.name}
        error={form.errors.name}
        maxLength={255}
        onChange={(e) => form.set('name', e.target.value)}
      />
      <SelectField
        label="Type"
        value={v.type}
        options={wallboardTypes.map((t) => ({ value: t, label: wallboardTypeRules[t].label }))}
        onValueChange={(t) => form.setValues({ ...v, type: t as typeof v.type })}
      />
      <SelectField
        label={labels.league}
        value={v.leagueId}
        placeholder="None"
        options={[
          none,
          ...(leagues.data ?? []).map((l) => ({ value: String(l.id), label: `${l.name} - ${l.season}` })),
        ]}
        error={form.errors.leagueId}
        onValueChange={(x) => form.setValues({ ...v, leagueId: x === NONE ? '' : x, divisionId: '' })}
      />
      <SelectField
        label={labels.division}
        value={v.divisionId}
        placeholder={v.leagueId ? 'None' : 'Select a league first'}
        disabled={!v.leagueId}
        options={[none, ...divisionOptions]}
        error={form.errors.divisionId}
        onValueChange={(x) => form.set('divisionId', x === NONE ? '' : x)}
      />
      <SelectField
        label={labels.venue}
        value={v.venueId}
        placeholder="None"
        options={[none, ...(venues.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))]}
        error={form.errors.venueId}
        onValueChange={(x) => form.set('venueId', x === NONE ? '' : x)}
      />
      {showsRanking(v.type) && (
        <SelectField
          label="Rank Players By"
          value={v.ranking}
          options={wallboardRankings.map((r) => ({ value: r, label: wallboardRankingLabels[r] }))}
          error={form.errors.ranking}
          onValueChange={(r) => form.set('ranking', r as WallboardRanking)}
        />
      )}
      {v.type === 'playlist' && (
        <RotationBuilder
          wallboardId={wallboard?.id}
          rows={v.playlist}
          errors={form.errors}
          onChange={(playlist) => {
            form.setValues({ ...v, playlist });
            form.setErrors({});
          }}
        />
      )}
      <div className="flex items-center gap-2">
        <Checkbox
          id="wallboard-public"
          checked={v.isPublic}
          onCheckedChange={(c) => form.set('isPublic', c === true)}
        />
        <Label htmlFor="wallboard-public">Public (viewable without signing in)</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="wallboard-qr"
          checked={v.showQr}
          onCheckedChange={(c) => form.set('showQr', c === true)}
        />
        <Label htmlFor="wallboard-qr">Show QR Code (to the division's or league's public page)</Label>
      </div>
      <div className="flex items-center gap-2">
        <Checkbox
          id="wallboard-unpaired-impressions"
          checked={v.countUnpairedImpressions}
          onCheckedChange={(c) => form.set('countUnpairedImpressions', c === true)}
        />
        <Label htmlFor="wallboard-unpaired-impressions">
          Count Unpaired Impressions (sponsor showings on displays that are not paired screens)
        </Label>
      </div>
      <WallboardThemeFields
        values={v}
        errors={form.errors}
        onChange={(patch) => {
          form.setValues({ ...v, ...patch });
          form.setErrors({ ...form.errors, theme: undefined, 'theme.accent': undefined });
        }}
      />
    </FormDialog>
  );
}
