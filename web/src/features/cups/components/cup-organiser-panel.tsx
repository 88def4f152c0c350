import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CupBracket, CupDraw } from '@core/schemas/cup.ts';
import { playersQuery } from '@/features/players/api/get-players.ts';
import { teamsQuery } from '@/features/teams/api/get-teams.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { useAddEntry } from '../api/add-entry.ts';
import { useDrawCup } from '../api/draw-cup.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

const seedFroms = [
  { value: 'standings', label: 'League standings' },
  { value: 'rating', label: 'Rating' },
  { value: 'random', label: 'Random' },
  { value: 'manual', label: 'The order entered' },
];

/** Organisers: enter teams or players, then draw (again, until the first match starts). */
export function CupOrganiserPanel({ bracket }: { bracket: CupBracket }) {
  const { cup, entries } = bracket;
  const organisationId = useOrganisationId();
  const teams = useQuery({
    ...teamsQuery(organisationId),
    enabled: organisationId !== null && cup.kind === 'team',
  });
  const players = useQuery({
    ...playersQuery(organisationId),
    enabled: organisationId !== null && cup.kind === 'singles',
  });
  const [pick, setPick] = useState('');
  const [seedFrom, setSeedFrom] = useState<CupDraw['seedFrom']>(cup.kind === 'team' ? 'standings' : 'rating');
  const [seed, setSeed] = useState('');
  const add = useAddEntry(cup.id);
  const draw = useDrawCup(cup.id);
  const entered = new Set(entries.map((e) => (cup.kind === 'team' ? e.teamId : e.playerId)));
  const choices =
    cup.kind === 'team'
      ? (teams.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))
      : (players.data ?? []).map((p) => ({ value: String(p.id), label: p.fullName }));

  function addEntry() {
    const id = Number(pick);
    add.mutate(cup.kind === 'team' ? { cupId: cup.id, teamId: id } : { cupId: cup.id, playerId: id }, {
      onSuccess: () => setPick(''),
    });
  }

  return (
    <div className="mb-6 grid gap-4 rounded-lg border border-border p-4 md:grid-cols-2">
      <div className="grid content-start gap-2">
        <SelectField
          label={cup.kind === 'team' ? 'Enter a team' : 'Enter a player'}
          value={pick}
          onValueChange={setPick}
          options={choices.filter((c) => !entered.has(Number(c.value)))}
        />
        <Button onClick={addEntry} disabled={!pick || add.isPending}>
          Add Entry
        </Button>
        <p className="text-sm text-muted-foreground">
          {entries.length} {entries.length === 1 ? 'entry' : 'entries'}:{' '}
          {entries.map((e) => e.name).join(', ') || 'none yet'}
        </p>
      </div>
      <div className="grid content-start gap-2">
        <SelectField
          label="Seed from"
          value={seedFrom}
          onValueChange={(x) => setSeedFrom(x as CupDraw['seedFrom'])}
          options={seedFroms}
        />
        <TextField
          label="Seed (optional: the same seed draws the same bracket)"
          value={seed}
          onChange={(e) => setSeed(e.target.value)}
        />
        <Button
          onClick={() =>
            draw.mutate({
              cupId: cup.id,
              seedFrom,
              seed: seed.trim() || undefined,
              order: seedFrom === 'manual' ? entries.map((e) => e.id) : undefined,
            })
          }
          disabled={entries.length < 2 || draw.isPending}
        >
          {cup.drawnAt ? 'Draw Again' : 'Draw'}
        </Button>
      </div>
    </div>
  );
}
