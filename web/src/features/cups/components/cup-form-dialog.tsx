import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { cupCreateSchema } from '@core/schemas/cup.ts';
import { leaguesQuery } from '@/features/leagues/api/get-leagues.ts';
import { venuesQuery } from '@/features/venues/api/get-venues.ts';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { FormDialog } from '@/components/ui/form-dialog.tsx';
import { Label } from '@/components/ui/label.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { useForm } from '@/lib/form.ts';
import { fromLocalInput } from '@/lib/format.ts';
import { paths } from '@/lib/paths.ts';
import { useCreateCup } from '../api/create-cup.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

const kinds = [
  { value: 'team', label: 'Teams' },
  { value: 'singles', label: 'Singles (players)' },
];

/** Creating a cup; its entries and draw are on the cup's own screen, where this leads. */
export function CupFormDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const organisationId = useOrganisationId();
  const leagues = useQuery(leaguesQuery(organisationId));
  const venues = useQuery(venuesQuery(organisationId));
  const form = useForm({
    name: '',
    leagueId: '',
    kind: 'team',
    venueId: '',
    bestOf: '5',
    handicap: false,
    startsAt: '',
  });
  const create = useCreateCup((cup) => navigate(paths.cup(cup.id)));
  const v = form.values;

  function submit() {
    const data = form.parse(cupCreateSchema, {
      name: v.name,
      leagueId: Number(v.leagueId),
      kind: v.kind,
      venueId: Number(v.venueId),
      bestOf: v.bestOf.split(',').map((s) => (s.trim() === '' ? NaN : Number(s))),
      handicap: v.kind === 'singles' && v.handicap,
      startsAt: v.startsAt ? (fromLocalInput(v.startsAt) ?? v.startsAt) : undefined,
    });
    if (data) create.mutate(data, { onError: form.showServerErrors });
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Create Cup"
      onSubmit={submit}
      submitLabel="Create Cup"
      pending={create.isPending}
    >
      <TextField label="Name" maxLength={255} {...form.field('name')} />
      <SelectField
        label="League"
        value={v.leagueId}
        onValueChange={(x) => form.set('leagueId', x)}
        error={form.errors.leagueId}
        options={(leagues.data ?? []).map((l) => ({ value: String(l.id), label: `${l.name} ${l.season}` }))}
      />
      <SelectField
        label="Entries"
        value={v.kind}
        onValueChange={(x) => form.set('kind', x)}
        options={kinds}
      />
      <SelectField
        label="Venue"
        value={v.venueId}
        onValueChange={(x) => form.set('venueId', x)}
        error={form.errors.venueId}
        options={(venues.data ?? []).map((x) => ({ value: String(x.id), label: x.name }))}
      />
      <TextField
        label="First round (date and kick-off time)"
        type="datetime-local"
        {...form.field('startsAt')}
      />
      <TextField
        label="Best of (frames per round, e.g. 5,5,7)"
        inputMode="numeric"
        {...form.field('bestOf')}
      />
      {v.kind === 'singles' && (
        <div className="flex items-center gap-2">
          <Checkbox
            id="cup-handicap"
            checked={v.handicap}
            onCheckedChange={(c) => form.set('handicap', c === true)}
          />
          <Label htmlFor="cup-handicap">
            Handicap from the rating (the weaker player needs fewer frames)
          </Label>
        </div>
      )}
    </FormDialog>
  );
}
