// The layout of web/src is enforced by lint: each rule fires on a small example, and passes the
// allowed form next to it.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages of our boundary rules for `code` placed at `filePath`. */
async function layoutErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId?.startsWith('boundaries/')).map((m) => m.message);
}

describe('web layout lint', () => {
  it('features do not import each other, except another feature’s api/ (its query options)', async () => {
    const file = 'web/src/features/fixtures/components/example.tsx';
    expect(await layoutErrors("import '@/features/teams/components/teams-screen.tsx';", file)).toEqual([
      'Features do not import each other: fixtures may use only teams/api/ (its query options and server calls).',
    ]);
    expect(await layoutErrors("import '@/features/teams/api/get-teams.ts';", file)).toEqual([]);
    expect(await layoutErrors("import '../api/get-fixtures.ts';", file)).toEqual([]);
  });

  it('features do not import app', async () => {
    const errors = await layoutErrors(
      "import '@/app/nav.tsx';",
      'web/src/features/leagues/components/example.tsx',
    );
    expect(errors).toEqual([
      'Inside web/src, features/ may not import from app/ (components -> features -> app, lib below all).',
    ]);
  });

  it('lib does not import components (nor features or app)', async () => {
    const file = 'web/src/lib/example.ts';
    expect(await layoutErrors("import '../components/ui/button.tsx';", file)).toEqual([
      'Inside web/src, lib/ may not import from components/ (components -> features -> app, lib below all).',
    ]);
    expect(await layoutErrors("import '@/features/leagues/api/get-leagues.ts';", file)).toHaveLength(1);
    expect(await layoutErrors("import './api.ts';", file)).toEqual([]);
  });

  it('web reaches kiosk/src/display only through a lazy import()', async () => {
    const file = 'web/src/app/routes/example.tsx';
    const display = '../../../../kiosk/src/display/wallboard-display.tsx';
    expect(await layoutErrors(`import Display from '${display}';\nexport { Display };`, file)).toEqual([
      'web/ loads kiosk/src/display only lazily, with import(), so the admin app never bundles it.',
    ]);
    expect(await layoutErrors(`export const load = () => import('${display}');`, file)).toEqual([]);
    expect(
      await layoutErrors("export const load = () => import('../../../../kiosk/src/main.tsx');", file),
    ).toEqual(['Imports flow one way: web/ may not import from kiosk/.']);
  });

  it('reports an import cycle', async () => {
    // lib/mutation.ts imports lib/queries.ts, so queries.ts importing mutation.ts closes a cycle.
    const errors = await layoutErrors(
      "import { useApiMutation } from './mutation.ts';\nexport const hook = useApiMutation;",
      'web/src/lib/queries.ts',
    );
    expect(errors).toEqual([
      'Import cycle: web/src/lib/queries.ts -> web/src/lib/mutation.ts -> web/src/lib/queries.ts.',
    ]);
    // A type-only import is erased at build time and closes no cycle.
    const typeOnly =
      "import type { ApiMutationOptions } from './mutation.ts';\nexport type O = ApiMutationOptions<1, 2>;";
    expect(await layoutErrors(typeOnly, 'web/src/lib/queries.ts')).toEqual([]);
  });

  it('reports an import cycle in every folder, not only web', async () => {
    // api/context.ts imports api/db/port.ts; the port importing the context would close a cycle.
    expect(
      await layoutErrors("import { run } from '../context.ts';\nexport const r = run;", 'api/db/port.ts'),
    ).toEqual(['Import cycle: api/db/port.ts -> api/context.ts -> api/db/port.ts.']);
    // core/rules/wallboard-theme.ts imports core/rules/wallboard-types.ts.
    expect(
      await layoutErrors(
        "import { displayTheme } from './wallboard-theme.ts';\nexport const t = displayTheme;",
        'core/rules/wallboard-types.ts',
      ),
    ).toEqual([
      'Import cycle: core/rules/wallboard-types.ts -> core/rules/wallboard-theme.ts -> core/rules/wallboard-types.ts.',
    ]);
  });

  it('file names are kebab-case', async () => {
    expect(await layoutErrors('export {};', 'web/src/components/ui/QueryView.tsx')).toEqual([
      'File names are kebab-case: rename QueryView.tsx.',
    ]);
    expect(await layoutErrors('export {};', 'web/src/components/ui/query-view.test.tsx')).toEqual([]);
  });
});
