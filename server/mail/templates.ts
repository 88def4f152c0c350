// E-mail texts. The plain-text body carries the full link, so it works from any mail reader.
import type { MailMessage } from './mailer.ts';
import { subjectFor } from '../../api/mail-organisation.ts';

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

export function recoveryMail(to: string, link: string, otp: string): MailMessage {
  return {
    to,
    subject: 'Reset your Cueboard password',
    text: [
      'Someone asked to reset the password of your Cueboard account.',
      '',
      'Follow this link to choose a new password (it works once, within an hour):',
      link,
      '',
      `Or enter this code: ${otp}`,
      '',
      'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
    ].join('\n'),
    html: `<h2>Reset your password</h2>
<p>Someone asked to reset the password of your Cueboard account. Follow this link to choose a new
password (it works once, within an hour):</p>
<p><a href="${escape(link)}">Choose a new password</a></p>
<p>Or enter this code: <strong>${otp}</strong></p>
<p>If you did not ask for this, you can ignore this e-mail; your password stays as it is.</p>`,
  };
}

export function offlineScreenMail(
  to: string,
  screen: string,
  lastSeen: Date,
  options: { siteUrl: string; timeZone: string; organisation?: string | null },
): MailMessage {
  const since = new Intl.DateTimeFormat('en-GB', {
    timeZone: options.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(lastSeen);
  const link = `${options.siteUrl}/wallboards`;
  return {
    to,
    subject: subjectFor(`Screen offline: ${screen}`, options.organisation ?? null),
    text: [
      `The screen "${screen}" has been offline since ${since} (${options.timeZone}), while its schedule has it showing a wallboard.`,
      '',
      'See your screens:',
      link,
    ].join('\n'),
    html: `<p>The screen <strong>${escape(screen)}</strong> has been offline since ${escape(since)} (${escape(options.timeZone)}), while its schedule has it showing a wallboard.</p>
<p><a href="${escape(link)}">See your screens</a></p>`,
  };
}
