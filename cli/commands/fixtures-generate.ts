// `cueboard fixtures generate`: plans a round robin from a division's teams, each match at its home
// team's venue (cli/lib/venue-plan.ts), and creates every fixture in one all-or-nothing request
// (POST /api/fixtures/bulk).
import type { Command } from 'commander';
import { z } from 'zod';
import type { Fixture } from '@core/schemas/fixture.ts';
import { api, examples } from '../lib/command.ts';
import { CliError } from '../lib/errors.ts';
import { kickoffAt } from '../lib/kickoff.ts';
import {
  addFlags,
  flag,
  flagsSchema,
  jsonFlag,
  parseOptions,
  positiveInt,
  type RawFlags,
} from '../lib/options.ts';
import { paint, print, printJson, spinner, warn } from '../lib/output.ts';
import { plan, planFlags } from '../lib/plan-options.ts';
import { confirm, need } from '../lib/prompt.ts';
import { placeMatches } from '../lib/venue-plan.ts';

const flags = {
  division: flag('--division <id>', 'division whose teams play', positiveInt('--division')),
  ...planFlags,
  venue: flag(
    '--venue <id>',
    "venue of every fixture (default: the home team's venue, else the first venue)",
    positiveInt('--venue').optional(),
  ),
  moveClashes: flag(
    '--move-clashes',
    'move a match its venue has no free table for (counting every division and league) to the next league night',
    z.boolean().optional().default(false),
  ),
  dryRun: flag('--dry-run', 'show the plan without creating anything', z.boolean().optional()),
  yes: flag(
    '--yes',
    'do not ask before adding to a division that already has fixtures',
    z.boolean().optional(),
  ),
  json: jsonFlag('print the planned (or created) fixtures as JSON'),
};
const schema = flagsSchema(flags);

export function registerFixturesGenerate(fixtures: Command): void {
  addFlags(
    fixtures.command('generate').description("Generate a division's round-robin fixtures on the server"),
    flags,
  )
    .addHelpText(
      'after',
      examples(
        'fixtures generate --division 1 --start 2027-01-07 --double --time 19:30',
        'fixtures generate --division 2 --start 2027-01-08 --skip 2027-02-05 --venue 3 --dry-run --json',
      ),
    )
    .action(async (raw: RawFlags<typeof flags>, command: Command) => {
      const division = await need(raw.division, '--division', 'Division id');
      const start = await need(raw.start, '--start', 'First round date (YYYY-MM-DD)');
      const opts = parseOptions(schema, { ...raw, division, start });
      const client = await api(command, { auth: opts.dryRun ? 'optional' : true });

      const { api: routes, call } = client;
      const organisationId = await client.organisationId();
      const [members, teams, venues, booked] = await Promise.all([
        call(routes.divisions[':id'].teams.$get({ param: { id: opts.division } })),
        call(routes.teams.$get({ query: { organisationId } })),
        call(routes.venues.$get({ query: { organisationId } })),
        call(routes.fixtures.$get({ query: { from: kickoffAt(opts.start, '00:00') } })),
      ]);
      const name = new Map(teams.map((t) => [t.id, t.name]));
      const placed = await placeMatches({
        plan: plan(
          members.map((m) => m.teamId),
          opts,
          '--division',
        ),
        teams,
        venues,
        fixtures: booked,
        venue: opts.venue,
        moveClashes: opts.moveClashes,
        skip: opts.skip ?? [],
        tableCount: async (id) => (await call(routes.venues[':id'].tables.$get({ param: { id } }))).length,
      });
      if (placed === undefined) {
        throw new CliError('There is no venue to play at', {
          suggestion: 'Create a venue first, or pass --venue <id>.',
        });
      }
      const { matches, warnings } = placed;
      for (const line of warnings) {
        const advice = opts.moveClashes
          ? 'the extra match moves to the next league night'
          : 'see --move-clashes';
        warn(`${line} (${advice})`);
      }
      const time = opts.time ?? '19:30';
      const payload = matches.map((m) => ({
        divisionId: opts.division,
        homeTeamId: m.home,
        awayTeamId: m.away,
        venueId: m.venue as number,
        kickoffAt: kickoffAt(m.date, time),
        status: 'scheduled' as const,
      }));

      if (opts.dryRun) {
        if (opts.json)
          return printJson(
            payload.map((p, i) => ({
              round: matches[i].round,
              date: matches[i].date,
              ...(matches[i].movedFrom ? { movedFrom: matches[i].movedFrom } : {}),
              ...p,
            })),
          );
        const venueName = new Map(venues.map((v) => [v.id, v.name]));
        for (const m of matches) {
          const moved = m.movedFrom ? ` (moved from ${m.movedFrom})` : '';
          print(
            `Round ${m.round} · ${m.date} ${time}  ${name.get(m.home)} vs ${name.get(m.away)} at ${venueName.get(m.venue as number)}${moved}`,
          );
        }
        return print(paint.dim(`Dry run: ${payload.length} fixtures planned, nothing created.`));
      }
      const existing = await call(routes.fixtures.$get({ query: { divisionId: opts.division } }));
      if (existing.length > 0) {
        await confirm(
          `Division ${opts.division} already has ${existing.length} fixtures. Add ${payload.length} more?`,
          opts.yes,
        );
      }
      const spin = spinner(`Creating ${payload.length} fixtures`);
      let created: Fixture[];
      try {
        created = await call(routes.fixtures.bulk.$post({ json: { fixtures: payload } }));
      } finally {
        spin.stop();
      }
      if (opts.json) return printJson(created);
      const rounds = matches.at(-1)?.round ?? 0;
      print(
        `${paint.green('✔')} Created ${created.length} fixtures over ${rounds} rounds for division ${opts.division}`,
      );
    });
}
