// The order vitest hands test files to its workers: its own (the slowest of the last run first, or
// the largest first in a fresh clone), except that the files that keep a core busy for long without
// waiting go first. Left to the end of a fresh clone's run, the wallboard-type compile (about 20 s of
// one core) ran alone for its last 10 s, the other core idle (docs/testing.md).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const busyFirst = ['core/schemas/wallboard-type.test.ts'];

export class Sequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const early = (file: TestSpecification) => busyFirst.some((name) => file.moduleId.endsWith(name));
    return [...sorted.filter(early), ...sorted.filter((file) => !early(file))];
  }
}
