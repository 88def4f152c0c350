// DATA_DIR holds the embedded database (its WAL carries refresh tokens and confirmation links) and
// the generated JWT secret, so only the user running Cueboard may read anything in it.
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Files and folders this process creates are its owner's alone (0600 / 0700). */
export function ownerOnly(): void {
  process.umask(0o077);
}

const octal = (mode: number) => mode.toString(8).padStart(4, '0');

/** Takes group and other permissions off everything under dir; returns how many entries changed. */
function closeEntries(dir: string): number {
  let changed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    const mode = lstatSync(file).mode & 0o777;
    if (mode & 0o077) {
      chmodSync(file, mode & 0o700);
      changed++;
    }
    if (entry.isDirectory()) changed += closeEntries(file);
  }
  return changed;
}

/**
 * Creates dir as 0700, or closes an existing one (and what is in it) to group and others. Returns a
 * warning naming the old mode when it had been open, for the operator to see.
 */
export function makePrivateDir(dir: string): string | undefined {
  const folder = path.resolve(dir);
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    return undefined;
  }
  const mode = lstatSync(folder).mode & 0o777;
  if (mode & 0o077) chmodSync(folder, 0o700);
  const entries = closeEntries(folder);
  const inside = entries ? ` and ${entries} file(s) or folder(s) in it` : '';
  if (mode & 0o077) {
    return `Warning: DATA_DIR ${folder} was open to other users (mode ${octal(mode)}); changed it to 0700${inside}.`;
  }
  return entries
    ? `Warning: ${entries} file(s) or folder(s) in DATA_DIR ${folder} were open to other users; closed them.`
    : undefined;
}
