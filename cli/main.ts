// The `cueboard` command: one file per command under commands/, one error path (lib/errors.ts).
import { Command, CommanderError } from 'commander';
import { registerFixturesPlan } from './commands/fixtures-plan.ts';
import { handleError } from './lib/errors.ts';

export function buildProgram(): Command {
  const program = new Command('cueboard')
    .description(
      'Cueboard from the command line: seed, import, plan and generate fixtures, standings, history',
    )
    .option('--api-url <url>', 'Cueboard host or API base (env CUEBOARD_API_URL)')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride();
  const fixtures = program.command('fixtures').description('Plan and generate round-robin fixtures');
  registerFixturesPlan(fixtures);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv, { from: 'user' });
  } catch (err) {
    // Commander already printed its message (unknown option, missing argument, help).
    if (err instanceof CommanderError) process.exit(err.exitCode === 0 ? 0 : 2);
    handleError(err);
  }
}

await main(process.argv.slice(2));
