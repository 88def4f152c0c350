import { useId, useState } from 'react';
import { useDebounced } from '@/lib/use-debounced.ts';
import { Button } from './button.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

/** A person as a picker offers them: by name, with what tells two of the same name apart. */
export interface Person {
  id: string;
  name: string;
  detail?: string;
}

/** The people matching a search (the server's answer to what was typed). */
export type PeopleSearch = (q: string) => { people: Person[]; isPending: boolean };

/**
 * Chooses one person by name or e-mail: type, then pick from the matches. The chosen person's id goes
 * to `onChoose`; the screen shows only their name (never an id).
 */
export function PersonPicker({
  label,
  chosen,
  onChoose,
  useSearch,
  error,
  placeholder = 'Search by name or e-mail',
}: {
  label: string;
  /** What the search box invites; people are found by name or e-mail unless the screen says otherwise. */
  placeholder?: string;
  chosen: Person | null;
  onChoose: (person: Person | null) => void;
  useSearch: PeopleSearch;
  error?: string;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const found = useSearch(chosen ? '' : q);
  const open = !chosen && q !== '';
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {chosen ? (
        <div className="flex gap-2">
          <Input id={id} readOnly value={chosen.detail ? `${chosen.name} (${chosen.detail})` : chosen.name} />
          <Button type="button" variant="outline" onClick={() => onChoose(null)}>
            Clear
          </Button>
        </div>
      ) : (
        <Input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      )}
      {open && (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={`${label} matches`}
          className="max-h-48 overflow-y-auto rounded-md border border-border text-sm"
        >
          {found.isPending ? (
            <li className="px-3 py-2 text-muted-foreground">Searching...</li>
          ) : found.people.length === 0 ? (
            <li className="px-3 py-2 text-muted-foreground">No one matches “{q}”.</li>
          ) : (
            found.people.map((p) => (
              <li
                key={p.id}
                role="option"
                aria-selected={false}
                tabIndex={0}
                className="cursor-pointer px-3 py-2 hover:bg-muted focus:bg-muted focus:outline-none"
                onClick={() => {
                  setText('');
                  onChoose(p);
                }}
                onKeyDown={(e) => {
                  if (e.key !== 'Enter' && e.key !== ' ') return;
                  e.preventDefault();
                  setText('');
                  onChoose(p);
                }}
              >
                {p.name}
                {p.detail && <span className="text-muted-foreground"> · {p.detail}</span>}
              </li>
            ))
          )}
        </ul>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
