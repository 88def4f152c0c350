// In production the host never lets a request's Host header decide its own address: started with
// NODE_ENV=production and no SITE_URL, it refuses to start and names the variable (as a JSON log
// line, as a production host prints everything: tests/ops/production.test.ts).
import { describe, expect, it } from 'vitest';
import { HOST_START_MS, jsonLines, refusedStart } from '../support/host.ts';

describe('a production host without SITE_URL', () => {
  it(
    'stops at start with a message naming SITE_URL',
    async () => {
      const { code, output } = await refusedStart({ env: { NODE_ENV: 'production' } });
      expect(code).toBe('1');
      expect(jsonLines(output)).toEqual([
        expect.objectContaining({
          level: 60,
          msg: "Cueboard could not start. Invalid configuration:\n  SITE_URL: is required when NODE_ENV=production (the site's address, like https://league.example)",
        }),
      ]);
    },
    HOST_START_MS,
  );
});
