import type { SquadLine } from '@core/rules/name-list.ts';
import type { PlayerListItem } from '@core/schemas/player.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { SelectField } from '@/components/ui/select.tsx';

const teamsOf = (p: PlayerListItem) => (p.teamNames.length ? p.teamNames.join(', ') : 'no team');

/** The teams an existing player chosen would leave (the roster trigger moves them). */
const moving = (line: SquadLine<PlayerListItem>) =>
  line.choice === 'new' ? '' : (line.matches.find((p) => p.id === line.choice)?.teamNames.join(', ') ?? '');

/** Why a captain cannot add this line (organisers create players and move them between teams). */
export function captainRefusal(line: SquadLine<PlayerListItem>, canCreate: boolean): string | undefined {
  if (canCreate || line.onTeam) return undefined;
  if (line.choice === 'new') return 'Not a player yet: only an organiser can create players';
  const from = moving(line);
  return from ? `On ${from}'s roster: ask for a transfer instead` : undefined;
}

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
        const error = errors[line.key] ?? captainRefusal(line, canCreate);
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
            {canCreate && !line.onTeam && moving(line) && (
              <p className="text-muted-foreground">
                Moves from {moving(line)} (an organiser's add ends that roster entry)
              </p>
            )}
            {error && !line.matches.length && <p className="text-destructive">{error}</p>}
          </li>
        );
      })}
    </ul>
  );
}
