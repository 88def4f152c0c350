// E-mail texts. The plain-text body carries the full link, so it works from any mail reader.
import type { MailMessage } from './mailer.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function confirmationMail(to: string, link: string, otp: string): MailMessage {
  return {
    to,
    subject: 'Confirm your Cueboard account',
    text: [
      'Welcome to Cueboard!',
      '',
      'Follow this link to confirm your e-mail address:',
      link,
      '',
      `Or enter this code: ${otp}`,
      '',
      'If you did not sign up, you can ignore this e-mail.',
    ].join('\n'),
    html: `<h2>Confirm your signup</h2>
<p>Welcome to Cueboard! Follow this link to confirm your e-mail address:</p>
<p><a href="${escape(link)}">Confirm your e-mail address</a></p>
<p>Or enter this code: <strong>${otp}</strong></p>
<p>If you did not sign up, you can ignore this e-mail.</p>`,
  };
}
