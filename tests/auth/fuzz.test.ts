// Hostile text in every string field of every write route of /auth/v1 (each POST and PUT that
// server/auth/index.ts mounts, and GET /verify, which spends a link): NUL characters, unpaired
// surrogates, CR/LF and other control characters, alone or inside a valid value, in the body (nested
// metadata included) and in the query. Never a 5xx; a NUL or an unpaired surrogate is the 400 naming
// the field (as on /api); and a refused request changes nothing — no account, session, token, code,
// e-mail, password or metadata (rate-limit counters aside: counting refusals is their job). On both
// engines, in-process, so every table can be read between requests.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { engines } from '../support/engines.ts';
import { inProcessHost, type InProcessHost } from './in-process-host.ts';

const hostile = [
  'x\u0000y',
  '\u0000',
  '\uD800',
  'a\uDC00b',
  '\uDBFF\uDBFF',
  'a\r\nb',
  '\r',
  '\n',
  '\r\nBcc: evil@example.com',
  '\t',
  '\u0001',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u2028',
  'y'.repeat(300),
];
const unstorable = (s: string) => s.includes('\u0000') || /[\uD800-\uDFFF]/.test(s);

/** A route: method, path, valid query and body (made fresh per request), and whose session it uses. */
interface Route {
  name: string;
  method: 'POST' | 'PUT' | 'GET';
  path: string;
  query?: Record<string, string>;
  body?: () => Record<string, unknown>;
  signedIn?: boolean;
  /** The route mails this address after it has answered (a password reset): wait for that mail. */
  mailsLater?: string;
}

const ACCOUNT = 'fuzz-account@example.com';
const PASSWORD = 'fuzz-password-1';
const PENDING = 'fuzz-pending@example.com';
const challenge = 'c'.repeat(43);
let n = 0;
const fresh = (name: string) => `${name}-${++n}@example.com`;

const routes = (refreshToken: () => string): Route[] => [
  {
    name: 'POST /signup',
    method: 'POST',
    path: '/signup',
    query: { redirect_to: 'http://league.test/auth/callback' },
    body: () => ({
      email: fresh('signup'),
      password: 'secret-pass-1',
      data: { display_name: 'Ann Fox', team: { name: 'Red Lions' } },
      code_challenge: challenge,
      code_challenge_method: 's256',
    }),
  },
  {
    name: 'POST /resend',
    method: 'POST',
    path: '/resend',
    body: () => ({
      type: 'signup',
      email: PENDING,
      code_challenge: challenge,
      code_challenge_method: 'plain',
    }),
  },
  {
    name: 'POST /recover',
    method: 'POST',
    path: '/recover',
    query: { redirect_to: 'http://league.test/auth/callback' },
    body: () => ({ email: ACCOUNT, code_challenge: challenge, code_challenge_method: 's256' }),
    mailsLater: ACCOUNT,
  },
  {
    name: 'POST /token (password)',
    method: 'POST',
    path: '/token',
    query: { grant_type: 'password' },
    body: () => ({ email: ACCOUNT, password: PASSWORD }),
  },
  {
    name: 'POST /token (refresh_token)',
    method: 'POST',
    path: '/token',
    query: { grant_type: 'refresh_token' },
    body: () => ({ refresh_token: refreshToken() }),
  },
  {
    name: 'POST /token (pkce)',
    method: 'POST',
    path: '/token',
    query: { grant_type: 'pkce' },
    body: () => ({ auth_code: '6c1e3a3f-4c55-4d5e-9a4e-0a3c1f2e9d10', code_verifier: 'v'.repeat(43) }),
  },
  {
    name: 'POST /verify (token_hash)',
    method: 'POST',
    path: '/verify',
    body: () => ({ type: 'signup', token_hash: 'a'.repeat(56) }),
  },
  {
    // An address with no pending code: a wrong code for a real one is counted against it by design.
    name: 'POST /verify (e-mail and code)',
    method: 'POST',
    path: '/verify',
    query: { redirect_to: 'http://league.test/auth/callback' },
    body: () => ({ type: 'email', email: 'nobody@example.com', token: '123456' }),
  },
  {
    name: 'GET /verify (the link)',
    method: 'GET',
    path: '/verify',
    query: { token: 'a'.repeat(56), type: 'signup', redirect_to: 'http://league.test/auth/callback' },
  },
  {
    name: 'PUT /user (password)',
    method: 'PUT',
    path: '/user',
    signedIn: true,
    body: () => ({
      password: 'new-password-1',
      current_password: 'not-the-password',
      data: { nickname: 'Z' },
    }),
  },
  {
    name: 'PUT /user (data)',
    method: 'PUT',
    path: '/user',
    signedIn: true,
    body: () => ({ email: ACCOUNT, data: { nickname: 'Cue', club: { name: 'North' } } }),
  },
  {
    name: 'POST /logout',
    method: 'POST',
    path: '/logout',
    signedIn: true,
    query: { scope: 'local' },
  },
];

/** Every string in a body, by its path (data.display_name). */
function stringPaths(value: unknown, at: string[] = []): string[][] {
  if (typeof value === 'string') return [at];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
}

function replaced(body: Record<string, unknown>, at: string[], value: string): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[at.at(-1)!] = value;
  return copy;
}

/** A query string; an unpaired surrogate goes as its (invalid) UTF-8 bytes, which is all a URL can carry. */
function queryString(query: Record<string, string>): string {
  const encode = (s: string) =>
    s.replace(/[^\uD800-\uDFFF]+|[\uD800-\uDFFF]/g, (part) => {
      if (part.length > 1 || !/[\uD800-\uDFFF]/.test(part)) return encodeURIComponent(part);
      const u = part.charCodeAt(0);
      return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    });
  const pairs = Object.entries(query).map(([k, v]) => `${encode(k)}=${encode(v)}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const tables = [
  'auth.users',
  'auth.sessions',
  'auth.refresh_tokens',
  'auth.one_time_tokens',
  'auth.flow_state',
  'auth.mailbox_messages',
  'public.profiles',
  'public.user_roles',
];
/** One md5 over every row of every table an /auth/v1 request may write (not the rate-limit counters). */
const fingerprintSql = `select ${tables
  .map((t) => `(select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from ${t} x)`)
  .join(' || ')} as f`;

describe.each(engines)('hostile text on every /auth/v1 write route (%s)', (engine) => {
  let h: InProcessHost;
  let session: { access_token: string; refresh_token: string };
  beforeAll(async () => {
    h = await inProcessHost(engine);
    session = await h.confirmedUser(ACCOUNT, PASSWORD);
    expect((await h.auth('POST', '/signup', { email: PENDING, password: 'pending-pass-1' })).status).toBe(
      200,
    );
  }, 180_000);
  afterAll(() => h?.close());

  const fingerprint = async () => (await h.db.query<{ f: string }>(fingerprintSql))[0].f;
  // The fingerprint read after a refusal is the next request's before: nothing else writes between
  // (a mail sent later is waited for), so a refusal's check needs one read, not two (as in
  // tests/api/fuzz.test.ts).
  let known: string | undefined;
  beforeEach(() => (known = undefined)); // other tests write without it

  it('covers every route that writes: each POST, PUT, PATCH or DELETE the host serves under /auth/v1, and GET /verify', () => {
    const served = h.app.routes
      .filter((r) => r.path.startsWith('/auth/v1/') && ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      .map((r) => `${r.method} ${r.path}`);
    const fuzzed = routes(() => '').map((r) => `${r.method} /auth/v1${r.path}`);
    expect([...new Set(fuzzed)].sort()).toEqual([...served, 'GET /auth/v1/verify'].sort());
  });

  it.each(routes(() => session.refresh_token).map((r) => [r.name, r] as const))(
    '%s',
    async (_name, route) => {
      // Each field of the body and of the query, set to each hostile text, alone and inside its value.
      const fields: { where: 'body' | 'query'; at: string[] }[] = [
        ...stringPaths(route.body?.() ?? {}).map((at) => ({ where: 'body' as const, at })),
        ...Object.keys(route.query ?? {}).map((key) => ({ where: 'query' as const, at: [key] })),
      ];
      expect(fields.length).toBeGreaterThan(0);
      for (const { where, at } of fields) {
        for (const text of hostile) {
          for (const inside of [false, true]) {
            let body = route.body?.();
            const query = { ...route.query };
            const valid = String(where === 'body' ? readPath(body!, at) : query[at[0]]);
            const value = inside ? `${valid.slice(0, 3)}${text}${valid.slice(3)}` : text;
            if (where === 'body') body = replaced(body!, at, value);
            else query[at[0]] = value;
            const before = known ?? (await fingerprint());
            known = undefined; // until a refusal is checked below
            const mailed = route.mailsLater ? (await h.mails(route.mailsLater)).length : 0;
            const answer = await h.auth(
              route.method,
              `${route.path}${queryString(query)}`,
              body,
              route.signedIn ? session.access_token : undefined,
            );
            const what = `${route.name} ${where} ${at.join('.')}=${JSON.stringify(value).slice(0, 40)}`;
            expect(answer.status, `${what} -> ${JSON.stringify(answer.body)}`).toBeLessThan(500);
            if (unstorable(value) && (where === 'body' || value.includes('\u0000'))) {
              expect({ what, ...answer }).toMatchObject({
                what,
                status: 400,
                body: {
                  code: 'validation_failed',
                  message: `${at.join('.')} must not contain a NUL character or an unpaired surrogate`,
                },
              });
            }
            if (route.mailsLater && answer.status === 200 && body?.email === route.mailsLater) {
              await expect.poll(async () => (await h.mails(route.mailsLater!)).length).toBe(mailed + 1);
            }
            if (answer.status >= 400) {
              const after = await fingerprint();
              expect({ what, after }).toEqual({ what, after: before });
              known = after;
            }
          }
        }
      }
      // The session the signed-in routes use is still there: nothing above signed it out.
      expect((await h.auth('GET', '/user', undefined, session.access_token)).status).toBe(200);
    },
    300_000,
  );

  it('leaves the account with its password, and refuses an address longer than 255 characters', async () => {
    const signIn = await h.auth('POST', '/token?grant_type=password', { email: ACCOUNT, password: PASSWORD });
    expect(signIn.status).toBe(200);
    const [pending] = await h.db.query<{ confirmed: boolean }>(
      'select email_confirmed_at is not null as confirmed from auth.users where email = $1',
      [PENDING],
    );
    expect(pending).toEqual({ confirmed: false });
    // An address longer than auth.users.email (varchar 255) is refused as GoTrue refuses it.
    const long = `${'a'.repeat(250)}@example.com`;
    const before = await fingerprint();
    for (const [route, body] of [
      ['/signup', { email: long, password: 'secret-pass-1' }],
      ['/recover', { email: long }],
      ['/resend', { type: 'signup', email: long }],
    ] as const) {
      expect({ route, ...(await h.auth('POST', route, body)) }).toMatchObject({
        route,
        status: 400,
        body: { code: 'validation_failed', message: 'An email address is too long' },
      });
    }
    expect(await fingerprint()).toBe(before);
    // No account was created under an address holding a NUL, a surrogate or any control character.
    const odd = await h.db.query<{ email: string }>(
      `select email from auth.users where email ~ '[\\x01-\\x1f\\x7f-\\x9f]' or email like '%' || chr(65533) || '%'`,
    );
    expect(odd).toEqual([]);
  });
});

function readPath(body: Record<string, unknown>, at: string[]): unknown {
  return at.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body);
}
