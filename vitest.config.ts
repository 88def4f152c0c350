import { defineConfig } from 'vitest/config';
import { webAliases } from './aliases.ts';
import { Sequencer } from './tests/support/sequencer.ts';

export default defineConfig({
  resolve: { alias: webAliases },
  test: {
    include: ['{core,api,server,cli,web,kiosk,tests}/**/*.test.{ts,tsx}'],
    // tests/e2e holds Playwright's specs (playwright.config.ts).
    exclude: ['**/node_modules/**', '**/dist/**', 'tests/e2e/**'],
    globalSetup: ['tests/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Three on two cores: the suites that wait on child processes, hosts and timers leave a core idle
    // otherwise (alone: 279 s with 62 CPU-seconds idle on two workers, 244 s with 23 on three;
    // docs/testing.md).
    maxWorkers: 3,
    // Test files run one after another in each worker's process instead of a new process each:
    // starting one and importing the app costs about a second of a core, times 200 files. Files
    // therefore leave no state behind (a configured module is reset in afterAll).
    isolate: false,
    sequence: { sequencer: Sequencer },
    // V8's baseline WebAssembly compiler only, as test hosts run (tests/support/host.ts): optimising
    // PGlite's WebAssembly cost the database suites more CPU than it saved (tests/db, the authz
    // matrix and the fuzz suite: 148 -> 124 CPU seconds; docs/testing.md).
    execArgv: ['--liftoff-only'],
    // A browser or a host under CI load can take seconds to answer; a poll waits for it, not 1 s.
    expect: { poll: { timeout: 10_000 } },
  },
});
