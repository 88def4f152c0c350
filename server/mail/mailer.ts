// Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set, else the local mailbox.
import nodemailer from 'nodemailer';
import type { Db } from '../../api/db/port.ts';
import { replaceControlCharacters } from '@core/rules/control-characters.ts';
import { localMailbox } from './mailbox.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe); the local mailbox keeps only the message. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Header values are one line: a subject is built from names (a team's, a screen's), and a line break
 * in one would start a header of its own (a Bcc:), or a line of its own in the local mailbox's log.
 * Names cannot hold control characters (20261127020000_names_one_line.sql); this holds anyway.
 */
export const oneLineHeaders = (message: MailMessage): MailMessage => ({
  ...message,
  to: replaceControlCharacters(message.to),
  subject: replaceControlCharacters(message.subject),
  ...(message.headers && {
    headers: Object.fromEntries(
      Object.entries(message.headers).map(([name, value]) => [name, replaceControlCharacters(value)]),
    ),
  }),
});

export function createMailer(options: { db: Db; smtpUrl?: string; from: string; siteUrl: string }): Mailer {
  const mailer = options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : localMailbox(options.db, options.siteUrl);
  return { send: (message) => mailer.send(oneLineHeaders(message)), close: () => mailer.close() };
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}
