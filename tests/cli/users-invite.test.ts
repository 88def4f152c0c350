// `cueboard users invite` against a real embedded host: the invitation e-mail arrives with its link,
// bad input is a usage error naming the argument, a pending duplicate and a captain's organiser
// invitation are refused with what to do next.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, signUpConfirmed } from '../support/mailbox.ts';
import { startCliHost, type CliHost } from './cli-host.ts';
import { runCli } from './run-cli.ts';

describe('cueboard users invite', () => {
  let h: CliHost;
  beforeAll(async () => {
    h = await startCliHost();
  }, 180_000);
  afterAll(() => h?.stop());

  it('e-mails an invitation link; refuses bad input, a pending duplicate and a captain inviting an organiser', async () => {
    const team = await h.api<{ id: number }>('/teams', { method: 'POST', body: { name: 'North' } });
    const invited = await runCli(
      ['users', 'invite', 'dora@example.com', 'captain', '--team', String(team.id)],
      {
        env: h.env(),
      },
    );
    expect(invited.code).toBe(0);
    expect(invited.stderr).toMatch(
      new RegExp(
        `Invited dora@example.com as captain of team ${team.id}; the link expires on \\d{4}-\\d{2}-\\d{2}`,
      ),
    );
    const mail = await latestMail(h.host.url, 'dora@example.com');
    expect(mail.subject).toBe("You're invited to Cueboard");
    expect(mail.text).toContain(`${h.host.url}/invite#token=`);
    expect(mail.text).toContain('as captain of North');

    const json = await runCli(['users', 'invite', 'eve@example.com', 'player', '--json'], { env: h.env() });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({
      email: 'eve@example.com',
      role: 'player',
      status: 'pending',
    });

    const noTeam = await runCli(['users', 'invite', 'finn@example.com', 'captain'], { env: h.env() });
    expect(noTeam.code).toBe(2);
    expect(noTeam.stderr).toContain('--team: Team is required for the captain role');
    const badEmail = await runCli(['users', 'invite', 'not-an-address', 'player'], { env: h.env() });
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain('<email>: Email must be a valid e-mail address');
    const badTeam = await runCli(['users', 'invite', 'finn@example.com', 'player', '--team', 'x'], {
      env: h.env(),
    });
    expect(badTeam.code).toBe(2);
    expect(badTeam.stderr).toContain('--team: --team must be a whole number');

    const again = await runCli(
      ['users', 'invite', 'dora@example.com', 'captain', '--team', String(team.id)],
      {
        env: h.env(),
      },
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An invitation to that address for this role is already pending');
    expect(again.stderr).toContain('Resend it from the Invitations panel on /people.');

    const captain = await signUpConfirmed(h.host.url, 'cap@example.com', 'captain-secret');
    await h.api('/user-roles', {
      method: 'POST',
      body: { email: 'cap@example.com', role: 'captain', teamId: team.id },
    });
    const asCaptain = { ...h.env(), CUEBOARD_TOKEN: captain.session.access_token };
    const refused = await runCli(['users', 'invite', 'gus@example.com', 'organiser'], { env: asCaptain });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Captains can invite only players, to a team they captain');
    const player = await runCli(['users', 'invite', 'gus@example.com', 'player', '--team', String(team.id)], {
      env: asCaptain,
    });
    expect(player.code).toBe(0);
  }, 300_000);
});
