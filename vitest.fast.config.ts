// The suites of the one-minute loop (`npm run test:fast`, tests/fast.ts): the unit tests beside the
// code and the checks that need no browser, host process or PostgreSQL server, so no global setup.
// `npm test` runs them again with everything else (vitest.config.ts).
import { defineConfig } from 'vitest/config';
import { webAliases } from './aliases.ts';

export default defineConfig({
  resolve: { alias: webAliases },
  test: {
    include: [
      '{core,api,server,cli,web,kiosk}/**/*.test.{ts,tsx}',
      'tests/{stories,lint,web}/**/*.test.ts',
      'tests/ops/{lock-file,pg-bin,deploy-files}.test.ts',
    ],
    // These two open Chromium (axe on the rendered stories).
    exclude: [
      '**/node_modules/**',
      '**/dist/**',
      'tests/stories/kiosk-theme-contrast.test.ts',
      'tests/stories/web-stories-axe.test.ts',
    ],
    pool: 'threads',
  },
});
