// A wallboard type is one entry in enums.ts, its record (core/rules/wallboard-types.ts) and its view:
// the typecheck names those and nothing else. This compiles the project with a made-up type added
// and lists the files that fail.
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const enums = path.join(root, 'core/schemas/enums.ts');

/** The files (relative to the repository) whose typecheck fails once enums.ts declares `fake_board`. */
function filesFailingWithNewType(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('tsconfig.json not readable');
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = read(file);
    if (path.resolve(file) !== enums || text === undefined) return text;
    const added = text.replace(
      "  'high_breaks',\n] as const;",
      "  'high_breaks',\n  'fake_board',\n] as const;",
    );
    if (added === text) throw new Error('wallboardTypes not found in enums.ts');
    return added;
  };
  // The application code only: tests and stories do not decide how a type is shown.
  const rootNames = config.fileNames.filter((f) => {
    const rel = path.relative(root, f);
    return /^(core|api|server|kiosk|cli|web)\//.test(rel) && !/\.test\.tsx?$/.test(rel);
  });
  const program = ts.createProgram({ rootNames, options: config.options, host });
  const failing = ts
    .getPreEmitDiagnostics(program)
    .map((d) => (d.file ? path.relative(root, d.file.fileName) : '(global)'));
  return [...new Set(failing)].sort();
}

describe('a new wallboard type', () => {
  it('fails the typecheck in exactly its record and its view, and nowhere else', () => {
    // docs/architecture.md, "A wallboard type": the enum entry, its record, its view.
    expect(filesFailingWithNewType()).toEqual([
      'core/rules/wallboard-types.ts',
      'kiosk/src/display/wallboard-view.tsx',
    ]);
  }, 240_000);
});
