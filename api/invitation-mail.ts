// The invitation e-mail. The plain-text body carries the full link, so it works from any mail reader;
// the token sits in the URL fragment, which browsers never send to a server (or its logs).
import type { Role } from '@core/schemas/enums.ts';
import { roleText } from '@core/rules/role-text.ts';
import { subjectFor } from './mail-organisation.ts';

export const INVITATION_DAYS = 7;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const invitationLink = (siteUrl: string, token: string) => `${siteUrl}/invite#token=${token}`;

/** The invitation; `organisation` is named when the deployment hosts several (api/mail-organisation.ts). */
export function invitationMail(
  to: string,
  link: string,
  role: Role,
  teamName: string | null,
  organisation: string | null = null,
) {
  const what = roleText(role, teamName);
  const as = organisation ? `${what} in ${organisation}` : what;
  return {
    to,
    subject: subjectFor("You're invited to Cueboard", organisation),
    text: [
      `You have been invited to join Cueboard as ${as}.`,
      '',
      'Follow this link to accept the invitation and choose your password:',
      link,
      '',
      `The link works once and expires in ${INVITATION_DAYS} days.`,
      '',
      'If you did not expect this invitation, you can ignore this e-mail.',
    ].join('\n'),
    html: `<h2>You're invited to Cueboard</h2>
<p>You have been invited to join Cueboard as ${escape(as)}.</p>
<p><a href="${escape(link)}">Accept the invitation</a></p>
<p>The link works once and expires in ${INVITATION_DAYS} days.</p>
<p>If you did not expect this invitation, you can ignore this e-mail.</p>`,
  };
}
