import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corsOrigins, EnvError, parseEnv, readCacheBytes } from './env.ts';

describe('host configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cueboard-env-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fills in the documented defaults', () => {
    const env = parseEnv({ DATA_DIR: dataDir });
    expect(env).toMatchObject({
      PORT: 8787,
      SITE_URL: 'http://localhost:8787',
      SITE_URL_SET: false,
      LOG_LEVEL: 'warn',
      JWT_EXP: 3600,
      AUTH_EMAIL_FREQUENCY: 60,
      AUTH_VERIFY_PER_IP: 100,
      AUTH_VERIFY_PER_EMAIL: 10,
      AUTH_VERIFY_WINDOW: 3600,
      AUTH_OTP_MAX_ATTEMPTS: 5,
      AUTH_RECOVERY_LIFETIME: 3600,
      AUTH_REAUTH_WINDOW: 600,
      AUTH_REDIRECT_ALLOW_LIST: '',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const first = parseEnv({ DATA_DIR: dataDir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(parseEnv({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first);
    expect(parseEnv({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(40) }).JWT_SECRET).toBe('s'.repeat(40));
  });

  it('derives SITE_URL from PORT and trims a trailing slash from a given one', () => {
    expect(parseEnv({ DATA_DIR: dataDir, PORT: '9000' }).SITE_URL).toBe('http://localhost:9000');
    expect(parseEnv({ DATA_DIR: dataDir, SITE_URL: 'https://league.example/' })).toMatchObject({
      SITE_URL: 'https://league.example',
      SITE_URL_SET: true,
    });
  });

  it('takes only http(s) URLs in AUTH_REDIRECT_ALLOW_LIST', () => {
    const list = 'https://app.example.com, https://*.preview.example,,http://localhost:5173';
    expect(parseEnv({ DATA_DIR: dataDir, AUTH_REDIRECT_ALLOW_LIST: list }).AUTH_REDIRECT_ALLOW_LIST).toBe(
      list,
    );
    for (const bad of ['javascript:alert(1)', 'https://ok.example,app.example.com', 'myapp://callback']) {
      expect(() => parseEnv({ DATA_DIR: dataDir, AUTH_REDIRECT_ALLOW_LIST: bad })).toThrow(
        /AUTH_REDIRECT_ALLOW_LIST: must be a comma-separated list of http\(s\) URLs/,
      );
    }
  });

  it('names every bad variable', () => {
    const bad = {
      DATA_DIR: dataDir,
      PORT: '99999',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'mail.example.com',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'loud',
    };
    expect(() => parseEnv(bad)).toThrow(EnvError);
    const message = (() => {
      try {
        parseEnv(bad);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'LOG_LEVEL']) {
      expect(message).toMatch(new RegExp(`^  ${name}: `, 'm'));
    }
  });

  it('refuses to start in production (NODE_ENV=production) without SITE_URL, naming it', () => {
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production' };
    const required =
      "  SITE_URL: is required when NODE_ENV=production (the site's address, like https://league.example)";
    expect(() => parseEnv(production)).toThrow(EnvError);
    expect(() => parseEnv(production)).toThrow(`Invalid configuration:\n${required}`);
    // Listed with every other bad variable.
    expect(() => parseEnv({ ...production, PORT: '99999' })).toThrow(
      /^ {2}PORT: .*\n {2}SITE_URL: is required/m,
    );
    expect(parseEnv({ ...production, SITE_URL: 'https://league.example' })).toMatchObject({
      SITE_URL: 'https://league.example',
      SITE_URL_SET: true,
    });
    // Anywhere else (npm start on a laptop, tests) the request's own origin still serves.
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(parseEnv({ DATA_DIR: dataDir, NODE_ENV }).SITE_URL_SET).toBe(false);
    }
  });

  it('reads TRUSTED_PROXIES as a list of addresses and CIDRs, and names a bad entry', () => {
    expect(parseEnv({ DATA_DIR: dataDir }).TRUSTED_PROXIES).toEqual([]);
    expect(
      parseEnv({ DATA_DIR: dataDir, TRUSTED_PROXIES: ' 127.0.0.1, 10.0.0.0/8,::1 ' }).TRUSTED_PROXIES,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => parseEnv({ DATA_DIR: dataDir, TRUSTED_PROXIES: '127.0.0.1,proxy.local' })).toThrow(
      /^ {2}TRUSTED_PROXIES: "proxy.local" is not an IP address or CIDR$/m,
    );
  });

  it('allows the site and CORS_ORIGINS to call across origins, and names a bad origin', () => {
    expect(corsOrigins(parseEnv({ DATA_DIR: dataDir }))).toEqual([]);
    const env = parseEnv({
      DATA_DIR: dataDir,
      SITE_URL: 'https://league.example/cueboard',
      CORS_ORIGINS: 'https://club.example, http://localhost:5173',
    });
    expect(corsOrigins(env)).toEqual([
      'https://league.example',
      'https://club.example',
      'http://localhost:5173',
    ]);
    expect(() => parseEnv({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://club.example/' })).toThrow(
      /^ {2}CORS_ORIGINS: "https:\/\/club.example\/" is not an origin like https:\/\/league.example$/m,
    );
  });

  it('bounds the anonymous-read cache by READ_CACHE_MB (64 by default, 0 turns it off), and names a bad value', () => {
    expect(readCacheBytes(parseEnv({ DATA_DIR: dataDir }))).toBe(64 * 1024 * 1024);
    expect(readCacheBytes(parseEnv({ DATA_DIR: dataDir, READ_CACHE_MB: '0' }))).toBe(0);
    expect(readCacheBytes(parseEnv({ DATA_DIR: dataDir, READ_CACHE_MB: '0.5' }))).toBe(512 * 1024);
    expect(() => parseEnv({ DATA_DIR: dataDir, READ_CACHE_MB: 'lots' })).toThrow(/^ {2}READ_CACHE_MB: /m);
  });
});
