// Invitations on a Supabase project (api/context.ts AccountsPort): accounts through Supabase Auth's
// admin API with the service role key (confirmed at once: following the e-mailed link proved the
// address), and e-mail through SMTP_URL with nodemailer. Without SMTP_URL, sending and resending answer
// 503 before anything is written (mailUnavailable).
import type { AccountsPort } from '../../../api/context.ts';
import { ApiError } from '../../../api/errors.ts';

interface Options {
  supabaseUrl: string;
  serviceRoleKey: string;
  siteUrl: string;
  smtpUrl?: string;
  smtpFrom: string;
}

const NO_MAIL = 'Invitations cannot be e-mailed: set the SMTP_URL secret of the api function';
const noMail = () => new ApiError(503, 'service_unavailable', NO_MAIL);

export function supabaseAccounts(options: Options): AccountsPort {
  const admin = (path: string, init: RequestInit) =>
    fetch(`${options.supabaseUrl}/auth/v1/admin/users${path}`, {
      ...init,
      headers: {
        apikey: options.serviceRoleKey,
        authorization: `Bearer ${options.serviceRoleKey}`,
        'content-type': 'application/json',
      },
    });
  let transport: Promise<{ sendMail(message: object): Promise<unknown> }> | undefined;
  return {
    siteUrl: options.siteUrl,
    mailUnavailable: options.smtpUrl ? undefined : NO_MAIL,
    async createConfirmedUser(email, password) {
      const res = await admin('', {
        method: 'POST',
        body: JSON.stringify({ email, password, email_confirm: true }),
      });
      const body = (await res.json().catch(() => ({}))) as {
        id?: string;
        code?: string;
        error_code?: string;
      };
      if (res.ok && body.id) return body.id;
      if (res.status === 422 && (body.error_code ?? body.code) === 'email_exists') return null;
      throw new Error(`Supabase Auth refused to create the account (${res.status})`);
    },
    async deleteUser(id) {
      const res = await admin(`/${encodeURIComponent(id)}`, { method: 'DELETE' });
      if (!res.ok && res.status !== 404)
        throw new Error(`Supabase Auth did not delete the account (${res.status})`);
    },
    async sendMail(message) {
      if (!options.smtpUrl) throw noMail();
      const smtpUrl = options.smtpUrl;
      transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
      await (await transport).sendMail({ from: options.smtpFrom, ...message });
    },
  };
}
