// `npm start` on a fresh clone builds the front ends; on a later start it rebuilds only what is
// older than its sources. Run on a throwaway project whose build scripts record each build.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildStaleFrontEnds } from './build.ts';

const root = mkdtempSync(path.join(tmpdir(), 'cueboard-build-'));
const log = path.join(root, 'builds.log');
const write = (file: string, text = '') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
/** A build script that writes dist/index.html and appends its name to builds.log. */
const buildScript = (name: string) =>
  `node -e "const fs=require('fs');fs.mkdirSync('${name}/dist',{recursive:true});` +
  `fs.writeFileSync('${name}/dist/index.html','ok');fs.appendFileSync('builds.log','${name}\\n')"`;
const builds = () => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []);
const age = (file: string, secondsAgo: number) => {
  const t = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path.join(root, file), t, t);
};

write(
  'package.json',
  JSON.stringify({ scripts: { 'build:web': buildScript('web'), 'build:kiosk': buildScript('kiosk') } }),
);
for (const file of ['web/vite.config.ts', 'web/src/main.tsx', 'kiosk/vite.config.ts', 'kiosk/src/main.tsx']) {
  write(file);
}
write('core/rules/score.ts');

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('front-end builds at start', () => {
  it('builds web and kiosk when their builds are missing', async () => {
    await buildStaleFrontEnds(root);
    expect(builds()).toEqual(['web', 'kiosk']);
  });

  it('builds nothing when every build is newer than its sources', async () => {
    for (const file of [
      'web/vite.config.ts',
      'web/src/main.tsx',
      'kiosk/vite.config.ts',
      'kiosk/src/main.tsx',
    ]) {
      age(file, 60);
    }
    age('core/rules/score.ts', 60);
    await buildStaleFrontEnds(root);
    expect(builds()).toEqual(['web', 'kiosk']);
  });

  it('rebuilds only the kiosk after a kiosk-only change, and both after a change to shared code', async () => {
    age('web/dist/index.html', 30);
    age('kiosk/dist/index.html', 30);
    write('kiosk/vite.config.ts', '// changed');
    await buildStaleFrontEnds(root);
    expect(builds()).toEqual(['web', 'kiosk', 'kiosk']);

    // The web app shows the kiosk's display, and both use core/.
    for (const shared of ['kiosk/src/main.tsx', 'core/rules/score.ts']) {
      age('web/dist/index.html', 30);
      age('kiosk/dist/index.html', 30);
      write(shared, '// changed');
      await buildStaleFrontEnds(root);
    }
    expect(builds()).toEqual(['web', 'kiosk', 'kiosk', 'web', 'kiosk', 'web', 'kiosk']);
  });
});
