import type { SquadLine } from '@core/rules/name-list.ts';
import type { PlayerListItem } from '@core/schemas/player.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { SelectField } from '@/components/ui/select.tsx';

const teamsOf = (p: PlayerListItem) => (p.teamNames.length ? p.teamNames.join(', ') : 'no team');

/** What Add Players will do with each name: use an existing player (chosen), create one, or skip it. */
export function SquadLines({
  lines,
  canCreate,
  errors,
  onChoose,
}: {
  lines: SquadLine<PlayerListItem>[];
  canCreate: boolean;
  errors: Record<string, string>;
  onChoose: (key: string, choice: number | 'new') => void;
}) {
  if (!lines.length) return null;
  return (
    <ul aria-label="Players to add" className="grid max-h-72 gap-2 overflow-y-auto">
      {lines.map((line) => {
        const error =
          errors[line.key] ??
          (!canCreate && line.choice === 'new'
            ? 'Not a player yet: only an organiser can create players'
            : undefined);
        return (
          <li key={line.key} className="grid gap-1 rounded-md border border-border p-2 text-sm">
            {line.matches.length ? (
              <SelectField
                label={line.name}
                value={String(line.choice)}
                onValueChange={(v) => onChoose(line.key, v === 'new' ? 'new' : Number(v))}
                error={error}
                options={[
                  ...line.matches.map((p) => ({
                    value: String(p.id),
                    label: `Existing: ${p.fullName}${p.nickname ? ` "${p.nickname}"` : ''} (${teamsOf(p)})`,
                  })),
                  ...(canCreate ? [{ value: 'new', label: `New player: ${line.name}` }] : []),
                ]}
              />
            ) : (
              <div className="flex items-center justify-between gap-2">
                <span className="font-medium">{line.name}</span>
                <Badge variant="outline">New player</Badge>
              </div>
            )}
            {line.onTeam && <p className="text-muted-foreground">Already on this team (left out)</p>}
            {error && !line.matches.length && <p className="text-destructive">{error}</p>}
          </li>
        );
      })}
    </ul>
  );
}
