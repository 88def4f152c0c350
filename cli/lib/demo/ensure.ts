// Find-or-create by name: what makes `seed demo` safe to run twice.
import type { Api } from '../api.ts';

export type Tally = Record<string, { created: number; existing: number }>;

export class Recorder {
  readonly tally: Tally = {};
  constructor(readonly client: Api) {}

  count(kind: string, created: boolean): void {
    const t = (this.tally[kind] ??= { created: 0, existing: 0 });
    if (created) t.created += 1;
    else t.existing += 1;
  }

  /** The row in `existing` whose key matches, else the one `create` makes. */
  async ensure<T extends { id: number }>(
    kind: string,
    existing: T[],
    matches: (row: T) => boolean,
    create: () => Promise<T>,
  ): Promise<T> {
    const found = existing.find(matches);
    this.count(kind, !found);
    if (found) return found;
    const created = await create();
    existing.push(created);
    return created;
  }
}
