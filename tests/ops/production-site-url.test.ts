// In production the host never lets a request's Host header decide its own address: started with
// NODE_ENV=production and no SITE_URL, it refuses to start and names the variable.
import { describe, expect, it } from 'vitest';
import { HOST_START_MS, startHost } from '../support/host.ts';

describe('a production host without SITE_URL', () => {
  it(
    'stops at start with a message naming SITE_URL',
    async () => {
      await expect(startHost({ env: { NODE_ENV: 'production' } })).rejects.toThrow(
        /The host exited \(1\) before it was ready:\nCueboard could not start\. Invalid configuration:\n {2}SITE_URL: is required when NODE_ENV=production/,
      );
    },
    HOST_START_MS,
  );
});
