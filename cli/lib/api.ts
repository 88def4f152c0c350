// The /api client of the CLI: finds the deployment through GET /config.json, then calls the typed
// routes of core/client with the bearer token, and turns refused calls into CliErrors carrying the
// server's message and fields. It also knows the organisation the command works in (--org, else the
// default `cueboard org use` stored; docs/cli.md "Organisations").
import type { ClientResponse } from 'hono/client';
import { call, createClient, type Client, type Ok } from '@core/client/client.ts';
import { HttpError } from '@core/client/http-error.ts';
import { defaultOrganisation } from './config.ts';
import { CliError, refused } from './errors.ts';
import { hostUrl } from './env.ts';
import { accessToken, type Deployment } from './session.ts';

export interface Api {
  deployment: Deployment;
  /** The bearer token in use (throws when the client was opened without auth). */
  token(): Promise<string>;
  /** The typed routes under /api: `api.leagues[':id'].$get({ param: { id } })`. */
  api: Client;
  /** Sends one call: its declared answer, or a CliError (refused, or the host is unreachable). */
  call<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<Ok<R>>;
  /**
   * The id of the organisation named by --org, else by the stored default; undefined when neither is
   * set, so the API picks the caller's only organisation. Resolved once, on first use.
   */
  organisationId(): Promise<number | undefined>;
}

const unreachable = (url: string) =>
  new CliError(`Could not reach Cueboard at ${url}`, {
    suggestion: 'Start the host with `npm start`, or pass --api-url / set CUEBOARD_API_URL.',
  });

async function fetchOr(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch {
    throw unreachable(url);
  }
}

export async function discover(apiUrlFlag: string | undefined): Promise<Deployment> {
  const host = hostUrl(apiUrlFlag);
  // The flag may name the host or its /api base; the host serves /config.json at its root.
  const root = host.replace(/\/api$/, '');
  const res = await fetchOr(`${root}/config.json`);
  if (!res.ok) throw unreachable(root);
  const config = (await res.json()) as Partial<Omit<Deployment, 'host'>>;
  return {
    host: root,
    apiUrl: (config.apiUrl ?? `${root}/api`).replace(/\/+$/, ''),
    supabaseUrl: config.supabaseUrl ?? root,
    supabaseAnonKey: config.supabaseAnonKey ?? '',
  };
}

/** auth: true needs a session or CUEBOARD_TOKEN; 'optional' (reads) sends one when there is one. */
export type AuthMode = boolean | 'optional';

/** What the API answers (api/organisations.ts) when a caller who organises several names none. */
const ambiguousOrganisation = 'Organisation is required: you organise more than one';

const chooseOrganisation = new CliError('You organise more than one organisation: say which one', {
  fields: { '--org': ['pass --org <slug>, or set a default with `cueboard org use <slug>`'] },
  suggestion: 'List your organisations and their slugs with `cueboard org list`.',
});

/** A refused call; the API's "which organisation?" becomes the CLI's own words about --org. */
function refusal(err: HttpError): CliError {
  if (err.status === 400 && err.fields?.organisationId?.includes(ambiguousOrganisation)) {
    return chooseOrganisation;
  }
  return refused(err);
}

/** The id of the organisation with this slug: one of the caller's when signed in, else any public one. */
async function organisationWithSlug(api: Client, slug: string, signedIn: boolean, fromDefault: boolean) {
  const where = fromDefault ? ` (your default on this host, set with \`cueboard org use\`)` : '';
  const missing = (whose: string) =>
    new CliError(`${whose} no organisation with the slug "${slug}"${where}`, {
      suggestion: 'List your organisations and their slugs with `cueboard org list`.',
    });
  if (signedIn) {
    const mine = await call(api.organisations.$get());
    const found = mine.find((o) => o.slug === slug);
    if (!found) throw missing('You have');
    return found.id;
  }
  try {
    return (await call(api.organisations[':slug'].$get({ param: { slug } }))).id;
  } catch (err) {
    if (err instanceof HttpError && err.status === 404) throw missing('There is');
    throw err;
  }
}

export async function connect(
  apiUrlFlag: string | undefined,
  opts: { auth?: AuthMode; org?: string } = {},
): Promise<Api> {
  const deployment = await discover(apiUrlFlag);
  const token =
    opts.auth === false
      ? undefined
      : opts.auth === 'optional'
        ? await accessToken(deployment).catch(() => undefined)
        : await accessToken(deployment);
  const api = createClient({ baseUrl: deployment.apiUrl, getToken: () => token });
  /** A refused call becomes a CliError with the server's words; no answer at all, "could not reach". */
  const guard = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } catch (err) {
      if (err instanceof CliError) throw err;
      if (err instanceof HttpError) throw refusal(err);
      throw unreachable(deployment.apiUrl);
    }
  };
  let organisation: Promise<number | undefined> | undefined;
  const resolve = async () => {
    const slug = opts.org ?? (await defaultOrganisation(deployment.host));
    if (slug === undefined) return undefined;
    return guard(organisationWithSlug(api, slug, token !== undefined, opts.org === undefined));
  };
  return {
    deployment,
    token: async () => token ?? accessToken(deployment),
    api,
    call: (request) => guard(call(request)),
    organisationId: () => (organisation ??= resolve()),
  };
}
