// Reading auth.users and shaping a user as GoTrue's JSON (models/user.go).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../api/db/port.ts';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  banned_until: Date | null;
  created_at: Date;
  updated_at: Date;
}

const columns = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, is_anonymous, banned_until, created_at, updated_at`;

export async function userByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>(`select ${columns} from auth.users where lower(email) = lower($1)`, [
    email,
  ]);
  return user;
}

export async function userById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const [user] = await q.query<UserRow>(`select ${columns} from auth.users where id = $1`, [id]);
  return user;
}

export const emailProvider = { provider: 'email', providers: ['email'] };

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);

/** The user JSON supabase-js receives; GoTrue omits unset timestamps. */
export function userJson(user: UserRow) {
  const identity = {
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: {
      email: user.email,
      email_verified: !!user.email_confirmed_at,
      phone_verified: false,
      sub: user.id,
    },
    provider: 'email',
    last_sign_in_at: iso(user.last_sign_in_at ?? user.created_at),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    email: user.email,
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [identity],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}

/**
 * Every sign-up's answer, new address or not: a look-alike of a new user (random id, the sign-up's
 * own data, the identity a new sign-up has), built by userJson itself, so the answer has exactly the
 * shape of a real user and tells nothing about the address. (GoTrue answers a confirmed address's
 * repeat with identities: [], which gives it away, and a new or unconfirmed one with its real id.)
 */
export function obfuscatedUserJson(email: string, data: Record<string, unknown>) {
  const now = new Date();
  return userJson({
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmation_sent_at: now,
    last_sign_in_at: null,
    raw_app_meta_data: emailProvider,
    raw_user_meta_data: data,
    is_anonymous: false,
    banned_until: null,
    created_at: now,
    updated_at: now,
  });
}
