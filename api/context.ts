// What every handler gets: the verified claims and a way to run database work as that user.
import type { Context } from 'hono';
import type { ImageType } from '@core/rules/image-type.ts';
import { apiRole, asUser, type Claims, type Db, type Queryable } from './db/port.ts';
import type { ApiLogger } from './logger.ts';

export interface ApiDeps {
  db: Db;
  verifyJwt(token: string): Promise<Claims>;
  /** Browser origins besides the API's own that may call it (see cors.ts); none by default. */
  corsOrigins?: readonly string[];
  /** Where unexpected failures are reported; the console when absent. */
  logger?: ApiLogger;
  /** Accounts and e-mail for invitations; without it the invitation routes answer 503. */
  accounts?: AccountsPort;
  /** The IANA time zone the league lives in: report days and screen schedules. The process's own by default. */
  timeZone?: string;
  /** Where uploaded sponsor images are kept; without it (the Edge Function) uploads answer 501. */
  images?: ImageStore;
  /** Ends each live stream after this many seconds, as Supabase's gateway does (LIVE_MAX_STREAM_SECONDS). */
  liveMaxStreamSeconds?: number;
  /** Anyone signed in may create an organisation (ORGANISATION_SELF_SERVICE); else only the deployment owner. */
  selfServiceOrganisations?: boolean;
  /** The bound of the anonymous-read cache in bytes (READ_CACHE_MB; api/read-cache.ts); 0 turns it off. */
  readCacheBytes?: number;
}

/** Keeps an uploaded image (already checked: core/rules/image-type.ts) and says where it is served. */
export interface ImageStore {
  /** Stores the bytes under a content-hash name; returns the address it is served at. */
  save(bytes: Uint8Array, type: ImageType): Promise<string>;
}

/**
 * What invitations need from whoever runs the API: the embedded host implements it over its own
 * auth tables and mailer (server/accounts.ts), the Edge Function over Supabase Auth's admin API.
 */
export interface AccountsPort {
  /** The public origin of the web app, for links in e-mails (no trailing slash). */
  siteUrl: string;
  /**
   * A new account whose e-mail address counts as confirmed; null when the address already has a
   * confirmed account. (The host also takes over an unconfirmed sign-up for the address.)
   */
  createConfirmedUser(email: string, password: string): Promise<string | null>;
  /** Removes an account just created, when the invitation it was made for was claimed meanwhile. */
  deleteUser(id: string): Promise<void>;
  sendMail(message: { to: string; subject: string; text: string; html: string }): Promise<void>;
  /**
   * Why this deployment cannot e-mail at all (the Edge Function without SMTP_URL), or undefined when
   * it can: an invitation is then refused (503) before anything is written or a link replaced.
   */
  mailUnavailable?: string;
}

export interface ApiEnv {
  Variables: { claims: Claims; deps: ApiDeps };
}

export type Ctx = Context<ApiEnv>;

/** One transaction as the caller, so RLS applies (authorization happens twice: docs/architecture.md). */
export function run<T>(c: Ctx, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return asUser(c.var.deps.db, c.var.claims, fn, apiRole(c.var.claims));
}

/** Work the API does on its own account (rate limits, idempotency ledger, counting impressions). */
export function runAsService<T>(c: Ctx, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return asUser(c.var.deps.db, { role: 'service_role' }, fn);
}

/** The league's time zone (ApiDeps.timeZone), else the process's. */
export function timeZoneOf(c: Ctx): string {
  return c.var.deps.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
