// The typed client of core/ against the real API in-process: paths, methods, shapes and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, createApiClient, type ApiClient } from '../../core/client/api-client.ts';
import { engines } from '../support/engines.ts';
import { setup, type Harness } from './support.ts';

describe.each(engines)('core api client (%s)', (engine) => {
  let h: Harness;
  let client: ApiClient;
  let anonymous: ApiClient;
  beforeAll(async () => {
    h = await setup(engine);
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      h.app.request(String(input), init)) as typeof globalThis.fetch;
    client = createApiClient({ baseUrl: 'http://host.test/api/', getToken: () => h.organiser.token, fetch });
    anonymous = createApiClient({ baseUrl: 'http://host.test/api', getToken: () => null, fetch });
  }, 180_000);
  afterAll(() => h.close());

  it('creates and reads through typed calls', async () => {
    const league = await client.leagues.create({ name: 'Client League', season: '2027' });
    expect(league).toMatchObject({ name: 'Client League', season: '2027' });
    const division = await client.divisions.create({ leagueId: league.id, name: 'One' });
    expect(await client.divisions.list({ leagueId: league.id })).toEqual([division]);
    expect(await anonymous.leagues.get(league.id)).toEqual({ ...league, createdBy: null });
    await client.leagues.remove(league.id);
    expect(await client.leagues.list()).toEqual([]);
  });

  it("raises 'HTTP error! status: {code}' with the server's message, code and fields", async () => {
    const error = await anonymous.leagues.create({ name: 'X', season: 'Y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'HTTP error! status: 401',
      status: 401,
      code: 'not_authenticated',
      serverMessage: 'Not authenticated',
    });
    const invalid = await client.sponsors.create({ name: 'Ace' }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({
      message: 'HTTP error! status: 400',
      serverMessage: 'At least one of Image URL or Video URL is required',
      fields: { imageUrl: ['At least one of Image URL or Video URL is required'] },
    });
  });

  it('builds the live URL with topics, ids and the token', () => {
    expect(client.liveUrl({ topics: ['frames', 'fixtures'], fixtureId: 4, accessToken: 'abc' })).toBe(
      'http://host.test/api/live?topics=frames%2Cfixtures&fixtureId=4&access_token=abc',
    );
  });
});
