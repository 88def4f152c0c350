// End-to-end specs (tests/e2e/*.spec.ts): the real host and Debian's Chromium, on three screens.
// Each spec runs on the one screen its story is about, not on all three (the suite's time budget).
// A failed test keeps a screenshot under test-results/e2e (and, outside CI, its trace); the list
// reporter prints their paths and the show-trace command. Unit, API and database suites stay on vitest.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/browser.ts';
import { desktop, phone, tv } from './tests/e2e/devices.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Each worker starts one host that its spec files share, each story in an organisation of its own;
  // a few start their own (docs/testing.md, Which stories share a host). Files run side by side, the
  // tests of one file in order.
  fullyParallel: false,
  // Four on two cores: a story spends part of its time waiting on the host, the browser or a timer,
  // and the other workers fill it. With Chromium's headless shell a story costs less CPU, so more of
  // it is waiting: 235 s for all specs on three workers (18 % idle), 212 s on four (10 %;
  // docs/testing.md).
  workers: 4,
  retries: 0, // a flaky test is a defect
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // A browser or a host under CI load can take seconds to answer.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Recording a trace of every test costs a third of the suite's CPU (the screencast and DOM
    // snapshots, docs/testing.md); CI keeps no files of a run, so it records none, and a failure
    // there is re-run locally, where a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'phone', testMatch: 'match-night-*.spec.ts', use: phone },
    { name: 'desktop', testMatch: 'web-*.spec.ts', use: desktop },
    // The rehearsal of a Supabase project (tests/support/supabase-rehearsal.ts) opens all three. Its
    // world is made in the global setup's background (tests/e2e/supabase-rehearsal-setup.ts), and
    // it is queued minutes later, after the desktop specs, so pg_cron's job has run by then: first,
    // its worker waited up to a minute for it with a core idle (docs/testing.md).
    { name: 'supabase', testMatch: 'supabase-*.spec.ts', use: desktop },
    { name: 'tv', testMatch: 'kiosk-*.spec.ts', use: tv },
  ],
});
