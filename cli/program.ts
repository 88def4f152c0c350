// The `cueboard` program: one file per command under commands/, one error path (lib/errors.ts), its
// input and output through lib/io.ts. cli/main.ts runs it on the process's arguments.
import { Command, CommanderError } from 'commander';
import { registerCup } from './commands/cup.ts';
import { registerFixturesGenerate } from './commands/fixtures-generate.ts';
import { registerFixturesPlan } from './commands/fixtures-plan.ts';
import { registerHistory } from './commands/history.ts';
import { registerImport } from './commands/import.ts';
import { registerLogin } from './commands/login.ts';
import { registerLogout } from './commands/logout.ts';
import { registerSeed } from './commands/seed-demo.ts';
import { registerSeason } from './commands/season.ts';
import { registerStats } from './commands/stats.ts';
import { registerStandings } from './commands/standings.ts';
import { registerUsers } from './commands/users.ts';
import { registerWhoami } from './commands/whoami.ts';
import { registerOrg } from './commands/org.ts';
import { globalFlags } from './lib/command.ts';
import { handleError } from './lib/errors.ts';
import { io } from './lib/io.ts';
import { addFlags } from './lib/options.ts';

export function buildProgram(): Command {
  const program = new Command('cueboard')
    .description(
      'Cueboard from the command line: organisations, seed, import, plan and generate fixtures, standings, stats, history, cups',
    )
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io().stdout.write(text),
      writeErr: (text) => io().stderr.write(text),
    });
  addFlags(program, globalFlags);
  registerLogin(program);
  registerLogout(program);
  registerWhoami(program);
  registerOrg(program);
  const fixtures = program.command('fixtures').description('Plan and generate round-robin fixtures');
  registerFixturesPlan(fixtures);
  registerFixturesGenerate(fixtures);
  registerSeed(program);
  registerImport(program);
  registerStandings(program);
  registerStats(program);
  registerHistory(program);
  registerSeason(program);
  registerUsers(program);
  registerCup(program);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  try {
    await buildProgram().parseAsync(argv, { from: 'user' });
  } catch (err) {
    // Commander already printed its message (unknown option, missing argument, help).
    if (err instanceof CommanderError) io().exit(err.exitCode === 0 ? 0 : 2);
    handleError(err);
  }
}
