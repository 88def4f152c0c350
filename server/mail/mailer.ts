// Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set, else the local mailbox.
import nodemailer from 'nodemailer';
import type { Db } from '../../api/db/port.ts';
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

export function createMailer(options: { db: Db; smtpUrl?: string; from: string; siteUrl: string }): Mailer {
  if (!options.smtpUrl) return localMailbox(options.db, options.siteUrl);
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}
