// The Raspberry Pi TV script (deploy/tv/raspberry-pi.sh, docs/tv-setup.md) passes shellcheck, and runs
// here on Debian: its dry run prints the plan and changes nothing; --root DIR writes the files under a
// temporary folder and runs no system command; bad arguments are refused naming the option.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../deploy/tv/raspberry-pi.sh', import.meta.url));
const URL_ = 'https://league.example/kiosk/';

/** A fake device: its root (with a home for `pi`) and a HOME for the script's own process. */
function device() {
  const root = mkdtempSync(path.join(tmpdir(), 'cueboard-tv-root-'));
  const home = mkdtempSync(path.join(tmpdir(), 'cueboard-tv-home-'));
  return { root, home };
}

function run(args: string[], home: string) {
  const res = spawnSync('bash', [script, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: home, LANG: 'C.UTF-8' },
  });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** Every file and folder under dir with its mode and contents: equal snapshots mean nothing changed. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, entry);
    const st = statSync(file);
    out[entry] = `${st.mode.toString(8)} ${st.isFile() ? readFileSync(file, 'utf8') : '(folder)'}`;
  }
  return out;
}

const shellcheck = (...files: string[]) => spawnSync('shellcheck', files, { encoding: 'utf8' });

describe('the Raspberry Pi TV script', () => {
  it('passes shellcheck', () => {
    const res = shellcheck(script);
    expect(res.error).toBeUndefined(); // shellcheck is installed (.ci/run)
    expect(res.stdout).toBe('');
    expect(res.status).toBe(0);
  });

  it('prints its plan on a dry run and changes nothing', () => {
    const { root, home } = device();
    const before = { root: snapshot(root), home: snapshot(home) };
    const args = ['--url', URL_, '--user', 'pi', '--nightly-reboot', '04:30', '--root', root];
    const res = run([...args, '--dry-run'], home);
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    // Chromium full screen on the URL with the kiosk flags.
    expect(res.stdout).toMatch(/chromium(-browser)? --kiosk https:\/\/league\.example\/kiosk\//);
    expect(res.stdout).toContain('--kiosk --noerrdialogs --disable-infobars --no-first-run');
    expect(res.stdout).toContain(`--ozone-platform=wayland '${URL_}'`);
    // Blanking off, restarted on a crash, rebooted nightly.
    expect(res.stdout).toContain('Screen blanking: off');
    expect(res.stdout).toContain('would run: env SUDO_USER=pi raspi-config nonint do_blanking 1');
    expect(res.stdout).toContain('would run: env SUDO_USER=pi raspi-config nonint do_wayland W3');
    expect(res.stdout).toContain('would run: env SUDO_USER=pi raspi-config nonint do_boot_behaviour B4');
    expect(res.stdout).toContain('Restart=always');
    expect(res.stdout).toContain(`would write ${root}/home/pi/.config/systemd/user/cueboard-kiosk.service`);
    expect(res.stdout).toContain('Nightly reboot: every day at 04:30');
    expect(res.stdout).toContain('OnCalendar=*-*-* 04:30:00');
    expect(res.stdout).toContain('would run: systemctl enable --now cueboard-tv-reboot.timer');
    expect(res.stdout).not.toContain('HDMI-CEC');
    expect(res.stdout).toContain('Dry run done: nothing was changed.');
    expect({ root: snapshot(root), home: snapshot(home) }).toEqual(before);
  });

  it('plans no reboot unless asked, and the HDMI-CEC hours when given', () => {
    const { root, home } = device();
    const res = run(
      [
        '--url',
        URL_,
        '--user',
        'pi',
        '--screen-on',
        '17:00',
        '--screen-off',
        '01:00',
        '--root',
        root,
        '--dry-run',
      ],
      home,
    );
    expect(res.status).toBe(0);
    expect(res.stdout).not.toContain('reboot.timer');
    expect(res.stdout).toContain('HDMI-CEC: the TV on at 17:00 and in standby at 01:00 every day');
    expect(res.stdout).toContain('cec-ctl -d "$dev" --to 0 --standby');
    expect(res.stdout).toContain('OnCalendar=*-*-* 17:00:00');
    expect(res.stdout).toContain('OnCalendar=*-*-* 01:00:00');
    expect(snapshot(root)).toEqual({});
  });

  it('changes nothing on this machine on a dry run without --root', () => {
    const { home } = device();
    const planned = ['/usr/local/bin/cueboard-tv-browser', '/etc/systemd/system/cueboard-tv-reboot.timer'];
    const exists = () => planned.map((f) => spawnSync('test', ['-e', f]).status === 0);
    const before = exists();
    const res = run(['--url', URL_, '--user', 'pi', '--nightly-reboot', '04:30', '--dry-run'], home);
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('would write /usr/local/bin/cueboard-tv-browser');
    expect(exists()).toEqual(before);
    expect(snapshot(home)).toEqual({});
  });

  it('writes the kiosk files under --root and runs no system command', () => {
    const { root, home } = device();
    const res = run(
      [
        '--url',
        URL_,
        '--user',
        'pi',
        '--nightly-reboot',
        '04:30',
        '--screen-on',
        '17:00',
        '--screen-off',
        '01:00',
        '--root',
        root,
      ],
      home,
    );
    expect(res.stderr).toBe('');
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Skipped (--root): apt-get update');
    expect(res.stdout).toContain('Skipped (--root): systemctl enable --now cueboard-tv-reboot.timer');
    const files = snapshot(root);
    expect(
      Object.keys(files)
        .filter((f) => files[f].startsWith('10'))
        .sort(),
    ).toEqual([
      'etc/systemd/system/cueboard-tv-reboot.service',
      'etc/systemd/system/cueboard-tv-reboot.timer',
      'etc/systemd/system/cueboard-tv-screen-off.service',
      'etc/systemd/system/cueboard-tv-screen-off.timer',
      'etc/systemd/system/cueboard-tv-screen-on.service',
      'etc/systemd/system/cueboard-tv-screen-on.timer',
      'home/pi/.config/labwc/autostart',
      'home/pi/.config/systemd/user/cueboard-kiosk.service',
      'usr/local/bin/cueboard-tv-browser',
      'usr/local/bin/cueboard-tv-cec',
    ]);
    expect(files['usr/local/bin/cueboard-tv-browser']).toMatch(/^100755 #!\/bin\/sh\n/);
    expect(files['usr/local/bin/cueboard-tv-browser']).toContain(`--ozone-platform=wayland '${URL_}'`);
    expect(files['home/pi/.config/systemd/user/cueboard-kiosk.service']).toContain('Restart=always');
    expect(files['home/pi/.config/labwc/autostart']).toContain(
      'systemctl --user restart cueboard-kiosk.service',
    );
    expect(files['etc/systemd/system/cueboard-tv-reboot.timer']).toContain('OnCalendar=*-*-* 04:30:00');
    // The scripts it writes pass shellcheck too.
    const written = shellcheck(
      path.join(root, 'usr/local/bin/cueboard-tv-browser'),
      path.join(root, 'usr/local/bin/cueboard-tv-cec'),
    );
    expect(written.stdout).toBe('');
    expect(written.status).toBe(0);
    expect(snapshot(home)).toEqual({});
  });

  it("keeps a desktop's own labwc autostart beside its own, once", () => {
    const { root, home } = device();
    const autostart = path.join(root, 'home/pi/.config/labwc/autostart');
    spawnSync('mkdir', ['-p', path.dirname(autostart)]);
    spawnSync('sh', ['-c', `echo 'wf-panel-pi &' > '${autostart}'`]);
    for (let i = 0; i < 2; i++)
      expect(run(['--url', URL_, '--user', 'pi', '--root', root], home).status).toBe(0);
    expect(readFileSync(`${autostart}.before-cueboard`, 'utf8')).toBe('wf-panel-pi &\n');
    expect(readFileSync(autostart, 'utf8')).toContain('cueboard-kiosk.service');
  });

  it.each([
    [
      ['--url', 'ftp://league.example/kiosk/'],
      '--url must be an http:// or https:// address, got: ftp://league.example/kiosk/',
    ],
    [
      ['--url', 'javascript:alert(1)'],
      '--url must be an http:// or https:// address, got: javascript:alert(1)',
    ],
    [
      ['--url', URL_, '--nightly-reboot', '25:00'],
      '--nightly-reboot must be a time HH:MM (00:00 to 23:59), got: 25:00',
    ],
    [
      ['--url', URL_, '--nightly-reboot', '4am'],
      '--nightly-reboot must be a time HH:MM (00:00 to 23:59), got: 4am',
    ],
    [['--url', URL_, '--screen-on', '17:00'], '--screen-on and --screen-off go together'],
    [[], '--url is required'],
    [['--url', URL_, '--colour', 'red'], 'unknown option: --colour (see --help)'],
  ])('refuses %j with a message naming the option, changing nothing', (args, message) => {
    const { root, home } = device();
    const res = run([...args, '--user', 'pi', '--root', root], home);
    expect(res.status).toBe(2);
    expect(res.stderr).toContain(`raspberry-pi.sh: ${message}`);
    expect(res.stdout).toBe('');
    expect(snapshot(root)).toEqual({});
  });

  it('explains itself with --help', () => {
    const res = run(['--help'], device().home);
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('Usage: sudo deploy/tv/raspberry-pi.sh --url URL [options]');
    expect(res.stdout).toContain('--dry-run');
  });
});
