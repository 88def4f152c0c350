// The embedded host's side of invitations (api/context.ts AccountsPort): confirmed accounts in its
// own auth.users, hashed as sign-up hashes them, and e-mail through its mailer (SMTP or the mailbox).
import type { AccountsPort } from '../api/context.ts';
import type { Db } from '../api/db/port.ts';
import type { Mailer } from './mail/mailer.ts';
import { passwords } from './auth/password.ts';
import { emailProvider } from './auth/users.ts';

/** `hashCost`: the host's AUTH_PASSWORD_HASH_COST (server/env.ts). */
export function hostAccounts(db: Db, mailer: Mailer, siteUrl: string, hashCost = 10): AccountsPort {
  return {
    siteUrl,
    async createConfirmedUser(email, password) {
      const hash = await passwords(hashCost).hash(password);
      // The invitee proved the address by following the e-mailed link, so it is confirmed now. An
      // account that someone signed up for this address but never confirmed proved nothing: the
      // invitee takes it over (new password, no sign-up metadata). A confirmed one is left alone.
      const [user] = await db.query<{ id: string }>(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_app_meta_data)
         values (lower($1), $2, now(), $3)
         on conflict (email) do update set encrypted_password = excluded.encrypted_password,
           email_confirmed_at = now(), raw_user_meta_data = '{}'::jsonb, updated_at = now()
         where auth.users.email_confirmed_at is null
         returning id::text as id`,
        [email, hash, JSON.stringify(emailProvider)],
      );
      return user?.id ?? null;
    },
    async deleteUser(id) {
      await db.query('delete from auth.users where id = $1::uuid', [id]);
    },
    sendMail: (message) => mailer.send(message),
  };
}
