// A playlist's rotation: boards in order, each shown for its seconds (the kiosk plays it:
// kiosk/src/display/playlist.tsx). Every control is a labelled button or field naming its board, and
// each change is announced, so the order can be built from the keyboard or a screen reader.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PLAYLIST_SECONDS } from '@core/schemas/wallboard.ts';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { SelectField } from '@/components/ui/select.tsx';
import { wallboardsQuery } from '../api/get-wallboards.ts';
import type { PlaylistRow } from '../wallboard-form-values.ts';
import { useOrganisationId } from '@/lib/organisation.ts';

/** A new board's seconds until the organiser says otherwise. */
const DEFAULT_SECONDS = '30';

export function RotationBuilder({
  wallboardId,
  rows,
  errors,
  onChange,
}: {
  /** The playlist being edited (never offered inside itself). */
  wallboardId?: number;
  rows: PlaylistRow[];
  errors: Record<string, string | undefined>;
  onChange: (rows: PlaylistRow[]) => void;
}) {
  const organisationId = useOrganisationId();
  const boards = useQuery(wallboardsQuery(organisationId));
  const [chosen, setChosen] = useState('');
  const [announcement, setAnnouncement] = useState('');
  // A playlist shows other boards, not playlists (which would nest rotations).
  const playable = (boards.data ?? []).filter((b) => b.type !== 'playlist' && b.id !== wallboardId);
  const nameOf = (id: number) => boards.data?.find((b) => b.id === id)?.name ?? 'A removed board';

  function change(next: PlaylistRow[], said: string) {
    onChange(next);
    setAnnouncement(said);
  }
  function move(from: number, to: number) {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    next.splice(to, 0, row);
    change(next, `${nameOf(row.wallboardId)} moved to position ${to + 1} of ${rows.length}`);
  }
  function add() {
    const id = Number(chosen);
    if (!id) return;
    change(
      [...rows, { wallboardId: id, seconds: DEFAULT_SECONDS }],
      `${nameOf(id)} added at position ${rows.length + 1}`,
    );
    setChosen('');
  }

  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3">
      <legend className="px-1 text-sm font-medium">Playlist</legend>
      <p className="text-sm text-muted-foreground">
        The boards the screen shows in turn, each for its seconds ({PLAYLIST_SECONDS.min} to{' '}
        {PLAYLIST_SECONDS.max.toLocaleString('en-GB')}), then round again.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm">No boards yet: add the first one below.</p>
      ) : (
        <ol aria-label="Playlist boards" className="grid gap-2">
          {rows.map((row, i) => {
            const name = nameOf(row.wallboardId);
            return (
              <li key={`${row.wallboardId}-${i}`} className="grid gap-2 rounded border border-border p-2">
                <span className="text-sm font-medium">
                  {i + 1}. {name}
                </span>
                <div className="flex flex-wrap items-end gap-2">
                  <TextField
                    label={`Seconds for ${name}`}
                    type="number"
                    inputMode="numeric"
                    min={PLAYLIST_SECONDS.min}
                    max={PLAYLIST_SECONDS.max}
                    className="w-28"
                    value={row.seconds}
                    error={errors[`playlist.${i}.durationSeconds`]}
                    onChange={(e) =>
                      onChange(rows.map((r, j) => (j === i ? { ...r, seconds: e.target.value } : r)))
                    }
                  />
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Move ${name} up`}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    Up
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Move ${name} down`}
                    disabled={i === rows.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    Down
                  </Button>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-label={`Remove ${name}`}
                    onClick={() =>
                      change(
                        rows.filter((_, j) => j !== i),
                        `${name} removed`,
                      )
                    }
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="flex flex-wrap items-end gap-2">
        {/* Remounted after each add, so the picker shows its placeholder again. */}
        <SelectField
          key={rows.length}
          label="Board to Add"
          value={chosen}
          placeholder={playable.length ? 'Choose a board' : 'Create another wallboard first'}
          disabled={!playable.length}
          options={playable.map((b) => ({ value: String(b.id), label: b.name }))}
          onValueChange={setChosen}
        />
        <Button type="button" variant="outline" disabled={!chosen} onClick={add}>
          Add to Playlist
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
