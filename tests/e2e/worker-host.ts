// One host per Playwright worker for the stories that set their league up through the API (kiosk and
// match-night worlds): starting a host is the largest part of a story's set-up. Each story gets an
// organisation of its own on it, named by the deployment's owner, and an organiser of only that
// organisation, so stories sharing a host see only their own leagues, teams, screens and people
// (tenancy: docs/architecture.md). Stories that need a host of their own (its settings, a fresh
// deployment, stopping it) still start one.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startHost, type Host } from '../support/host.ts';
import { signUpConfirmed } from '../support/mailbox.ts';

interface Shared {
  host: Host;
  /** The deployment owner: the host's first confirmed user, who makes each story's organisation. */
  ownerToken: string;
}

let shared: Promise<Shared> | undefined;
/** The owner may make 10 organisations a day (createLimit, api/routes/organisations.ts). */
const STORIES_PER_HOST = 10;
let stories = 0;

async function start(): Promise<Shared> {
  const host = await startHost();
  // The host exits when this worker does (its stdin closes); its data folder goes with the worker.
  process.once('exit', () => rmSync(host.dataDir, { recursive: true, force: true }));
  const owner = await signUpConfirmed(host.url, `owner-${randomUUID()}@example.com`, 'owner-secret');
  return { host, ownerToken: owner.session.access_token };
}

/** A host of its own whose first confirmed user, the organiser, is the deployment's owner. */
export async function firstOrganiser(
  password: string,
  env?: Record<string, string>,
): Promise<StoryOrganiser> {
  const host = await startHost({ env });
  const email = `organiser-${randomUUID().slice(0, 8)}@example.com`;
  const { session } = await signUpConfirmed(host.url, email, password);
  return { host, email, token: session.access_token, organisation: { name: 'Cueboard' } };
}

export interface StoryOrganiser {
  host: Host;
  email: string;
  token: string;
  /** Its organisation: e-mails lead with its name once a deployment hosts several (api/mail-organisation.ts). */
  organisation: { name: string };
}

/** A confirmed organiser of a new organisation of their own, on this worker's host. */
export async function storyOrganiser(password: string): Promise<StoryOrganiser> {
  // A worker's eleventh story starts the next host (stories of a worker run one at a time).
  if (shared && stories === STORIES_PER_HOST) {
    const spent = shared;
    shared = undefined;
    stories = 0;
    await (await spent).host.stop();
  }
  shared ??= start();
  stories++;
  const { host, ownerToken } = await shared;
  const stamp = randomUUID().slice(0, 8);
  const email = `organiser-${stamp}@example.com`;
  const { session } = await signUpConfirmed(host.url, email, password);
  const asOwner = async (path: string, body: unknown) => {
    const res = await fetch(`${host.url}/api${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${path} -> ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: number }>;
  };
  const name = `Story ${stamp}`;
  const organisation = await asOwner('/organisations', { name, slug: `story-${stamp}` });
  await asOwner('/user-roles', { email, role: 'organiser', organisationId: organisation.id });
  return { host, email, token: session.access_token, organisation: { name } };
}
