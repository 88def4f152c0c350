// `npm ci` installs exactly the lock file, and refuses one that leaves out an optional dependency of
// any platform (tailwind's oxide and deno ship one package per OS). This checks the lock file the way
// npm ci resolves it, without a registry: every dependency, optional ones included, is in it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

/** Where node's resolution finds `name` from the package at `from` ('' is the project). */
function resolve(from: string, name: string): string | undefined {
  for (let dir = from; ;) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    dir = dir.slice(0, dir.lastIndexOf('node_modules/')).replace(/\/$/, '');
  }
}

describe('package-lock.json', () => {
  it('holds every dependency of every package, each platform’s optional ones included', () => {
    const missing: string[] = [];
    for (const [at, pkg] of Object.entries(lock.packages)) {
      const wanted = {
        ...pkg.dependencies,
        ...pkg.optionalDependencies,
        ...(at === '' ? pkg.devDependencies : {}),
      };
      for (const name of Object.keys(wanted)) {
        if (!resolve(at, name)) missing.push(`${at || '(project)'} -> ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
