// The local mailbox (no SMTP_URL): messages are kept in Postgres, so they survive restarts and
// every host on one database shows the same list. The console says only that a message arrived, for
// whom, and where to read it: its subject, links and codes stay in the mailbox, since a link signs its
// holder in and the console's output often ends up in logs that others read.
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { Db } from '../../api/db/port.ts';
import { isForwarded, socketAddress } from '../client-address.ts';
import type { Mailer } from './mailer.ts';

interface MessageRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export function localMailbox(db: Db, siteUrl: string): Mailer {
  return {
    async send(message) {
      await db.query(
        'insert into auth.mailbox_messages (to_address, subject, text_body, html_body) values ($1, $2, $3, $4)',
        [message.to, message.subject, message.text, message.html],
      );
      // The address as given, but never a control character (a line break would forge a log line).
      const to = message.to.replace(/\p{Cc}/gu, '?');
      console.log(`Mail to ${to} arrived in the local mailbox: read it at ${siteUrl}/mail`);
    },
    close() {},
  };
}

export async function listMessages(db: Db): Promise<MessageRow[]> {
  const rows = await db.query<MessageRow & { created_at: Date }>(
    `select id, to_address as "to", subject, text_body as text, html_body as html, created_at
     from auth.mailbox_messages order by created_at desc, id desc limit 200`,
  );
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: new Date(created_at).toISOString() }));
}

const loopback = /^(127\.|::1$|::ffff:127\.)/;

/**
 * GET /mail (a page) and GET /mail/messages.json (newest first). A confirmation link signs its
 * user in, so by default only this machine may read the mailbox (access 'any' opens it): the
 * socket must be loopback, and a request a proxy forwarded (it carries X-Forwarded-For, Forwarded
 * or X-Real-IP) is refused even then, since a proxy on this machine connects from loopback for
 * every client it serves. A forwarded header can only close the mailbox, never open it.
 */
export function mailboxRoutes(db: Db, access: 'local' | 'any'): Hono {
  const app = new Hono();
  // Scoped to /mail: this app is mounted at the host's root.
  app.use('/mail/*', async (c, next) => {
    if (access === 'any' || (loopback.test(socketAddress(c)) && !isForwarded(c))) return next();
    const message =
      'The local mailbox is shown only on the machine running Cueboard (or set MAILBOX_ACCESS=any)';
    return c.json({ code: 'forbidden', message }, 403);
  });
  app.get('/mail/messages.json', async (c) => c.json(await listMessages(db)));
  app.get('/mail', async (c) => {
    const messages = await listMessages(db);
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Cueboard mailbox</title>
            <style>
              body {
                font-family: system-ui, sans-serif;
                max-width: 48rem;
                margin: 2rem auto;
                padding: 0 1rem;
              }
              article {
                border: 1px solid #ccc;
                border-radius: 0.5rem;
                padding: 1rem;
                margin: 1rem 0;
              }
              pre {
                white-space: pre-wrap;
                word-break: break-all;
              }
            </style>
          </head>
          <body>
            <h1>Cueboard mailbox</h1>
            <p>E-mail the local host would have sent. Set SMTP_URL to send real e-mail.</p>
            ${messages.length === 0 ? html`<p>No messages yet.</p>` : ''}
            ${messages.map(
              (m) =>
                html`<article>
                  <h2>${m.subject}</h2>
                  <p>To ${m.to} · ${m.createdAt}</p>
                  <div>${raw(m.html)}</div>
                </article>`,
            )}
          </body>
        </html>`,
    );
  });
  return app;
}
