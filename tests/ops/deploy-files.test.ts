// The deployment files of docs/self-hosting.md are checked by the tools that will read them:
// systemd-analyze verify for the units and caddy validate for the Caddyfile (Debian's systemd and
// caddy packages; .ci/run installs caddy). verify parses every line and checks that each command
// exists; it does not check that the cueboard user, /opt/cueboard or /etc/cueboard.env exist (the
// installation steps of the doc make them), so those are not substituted. Both tools report a
// misspelt setting only as a warning, so any output at all fails the test.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const units = ['cueboard.service', 'cueboard-backup.service', 'cueboard-backup.timer'];
const work = mkdtempSync(path.join(tmpdir(), 'cueboard-deploy-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const unit = (name: string) => readFileSync(path.join('deploy', name), 'utf8');
/** Every value of a setting in a unit file, in order. */
const settings = (text: string, key: string) =>
  [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]);

describe('the systemd units', () => {
  it('pass systemd-analyze verify without a warning', () => {
    // The unit runs Debian's /usr/bin/node; where this machine's node is elsewhere, verify that one.
    for (const name of units)
      writeFileSync(path.join(work, name), unit(name).replaceAll('/usr/bin/node ', `${process.execPath} `));
    const verify = spawnSync('systemd-analyze', ['verify', ...units.map((u) => path.join(work, u))], {
      encoding: 'utf8',
    });
    expect({ status: verify.status, output: `${verify.stdout}${verify.stderr}`.trim() }).toEqual({
      status: 0,
      output: '',
    });
  });

  it('run the host as cueboard, with its settings file, restarts and a sandbox that may write only DATA_DIR', () => {
    const host = unit('cueboard.service');
    const dataDir = settings(host, 'Environment')
      .find((e) => e.startsWith('DATA_DIR='))
      ?.slice('DATA_DIR='.length);
    expect({
      User: settings(host, 'User'),
      WorkingDirectory: settings(host, 'WorkingDirectory'),
      EnvironmentFile: settings(host, 'EnvironmentFile'),
      Environment: settings(host, 'Environment'),
      ExecStart: settings(host, 'ExecStart'),
      Restart: settings(host, 'Restart'),
      NoNewPrivileges: settings(host, 'NoNewPrivileges'),
      ProtectSystem: settings(host, 'ProtectSystem'),
      ReadWritePaths: settings(host, 'ReadWritePaths'),
      PrivateTmp: settings(host, 'PrivateTmp'),
    }).toEqual({
      User: ['cueboard'],
      WorkingDirectory: ['/opt/cueboard'],
      EnvironmentFile: ['/etc/cueboard.env'],
      Environment: ['NODE_ENV=production', `DATA_DIR=${dataDir}`],
      ExecStart: ['/usr/bin/node --import tsx server/main.ts'],
      Restart: ['on-failure'],
      NoNewPrivileges: ['true'],
      ProtectSystem: ['strict'],
      ReadWritePaths: [dataDir],
      PrivateTmp: ['true'],
    });
    // The backup sees the same database and may write only it and the backups.
    const backup = unit('cueboard-backup.service');
    expect(settings(backup, 'Environment')).toContain(`DATA_DIR=${dataDir}`);
    expect(settings(backup, 'EnvironmentFile')).toEqual(['/etc/cueboard.env']);
    expect(settings(backup, 'ReadWritePaths')).toEqual([`${dataDir} /var/backups/cueboard`]);
    expect(settings(unit('cueboard-backup.timer'), 'OnCalendar')).toEqual(['*-*-* 04:30:00']);
  });
});

describe('the Caddyfile', () => {
  it('passes caddy validate', () => {
    // Caddy keeps its state under HOME; validating obtains no certificate.
    const validate = spawnSync(
      'caddy',
      ['validate', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'],
      {
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: work },
      },
    );
    expect({ status: validate.status, error: validate.error?.message }).toEqual({
      status: 0,
      error: undefined,
    });
    expect(validate.stdout.trim()).toBe('Valid configuration');
    // Caddy's log lines are JSON; a warning (an unformatted file, a setting it ignores) fails.
    const warnings = validate.stderr
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; msg: string })
      .filter((line) => line.level !== 'info');
    expect(warnings).toEqual([]);
  });

  it('sends the live stream on uncompressed and unbuffered, and proxies the rest to the host', () => {
    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8');
    expect(caddyfile).toMatch(
      /@live path \/api\/live\n\thandle @live \{\n\t\treverse_proxy localhost:8787 \{\n\t\t\tflush_interval -1\n\t\t\}\n\t\}/,
    );
    expect(caddyfile).toMatch(
      /\thandle \{\n(\t\t#.*\n)*\t\tencode zstd gzip\n\t\treverse_proxy localhost:8787\n\t\}/,
    );
  });
});
