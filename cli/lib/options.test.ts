// Options are declared once (flag()): commander's flags and help, and the zod rule of the value.
import { Command } from 'commander';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { addFlags, flag, flagsSchema, jsonFlag, parseOptions, positiveInt } from './options.ts';
import { UsageError } from './errors.ts';

const flags = {
  division: flag('--division <id>', 'division id', positiveInt('--division')),
  every: flag('--every <days>', 'days between rounds (default: 7)', positiveInt('--every').default(7)),
  dryRun: flag('--dry-run', 'write nothing', z.boolean().optional()),
  json: jsonFlag('print JSON'),
};

function parsed(args: string[]) {
  const command = addFlags(new Command('try').exitOverride(), flags);
  command.parse(args, { from: 'user' });
  return parseOptions(flagsSchema(flags), command.opts());
}

describe('declared options', () => {
  it('adds each option with its help, and parses its value by its rule', () => {
    const help = addFlags(new Command('try'), flags).helpInformation();
    expect(help).toContain('--division <id>');
    expect(help).toContain('days between rounds (default: 7)');
    expect(help).toContain('--dry-run');
    expect(parsed(['--division', '3', '--dry-run'])).toEqual({ division: 3, every: 7, dryRun: true });
  });

  it('refuses a bad value as a usage error naming the flag', () => {
    const refusal = (args: string[]) => {
      try {
        parsed(args);
      } catch (err) {
        return err instanceof UsageError ? err.fields : err;
      }
      return 'accepted';
    };
    expect(refusal(['--division', 'x'])).toEqual({ '--division': ['--division must be a whole number'] });
    expect(refusal(['--division', '2', '--every', '0'])).toEqual({
      '--every': ['--every must be at least 1'],
    });
  });

  it('refuses a key that is not the flag commander names it by', () => {
    expect(() => addFlags(new Command('try'), { dry: flag('--dry-run', 'x', z.boolean()) })).toThrow(
      'Option dry is declared as --dry-run',
    );
  });
});
