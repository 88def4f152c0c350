// The contract as the API serves it (GET /api/openapi.json, built in api/openapi.ts) and the copy
// kept for review in docs/openapi.json: `npm run openapi` (openapi-cli.ts) writes the copy, and
// tests/api/openapi-contract.test.ts fails while the two differ.
import { createApi } from '../../api/app.ts';
import { openPglite } from '../db/pglite.ts';

export const CONTRACT_FILE = 'docs/openapi.json';
export const REGENERATE = 'npm run openapi';

/** What GET /api/openapi.json answers. It reads no table: the database is an empty one in memory. */
export async function servedContract(): Promise<unknown> {
  const db = await openPglite();
  try {
    const api = createApi({ db, verifyJwt: () => Promise.reject(new Error('No token is sent')) });
    const res = await api.request('/api/openapi.json');
    if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
    return await res.json();
  } finally {
    await db.close();
  }
}

/** The file's text: two-space JSON and a final newline, so a change shows line by line in review. */
export const contractText = (document: unknown) => `${JSON.stringify(document, null, 2)}\n`;
