// The typed client of core/ against the real API in-process: paths, methods, shapes and errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, call, createClient, liveUrl, type Client } from '@core/client/client.ts';
import { engines } from '../support/engines.ts';
import { setup, type Harness } from './support.ts';

describe.each(engines)('core api client (%s)', (engine) => {
  let h: Harness;
  let client: Client;
  let anonymous: Client;
  beforeAll(async () => {
    h = await setup(engine);
    const fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
      h.app.request(String(input), init)) as typeof globalThis.fetch;
    client = createClient({ baseUrl: 'http://host.test/api/', getToken: () => h.organiser.token, fetch });
    anonymous = createClient({ baseUrl: 'http://host.test/api', getToken: () => null, fetch });
  }, 180_000);
  afterAll(() => h.close());

  it('creates and reads through typed calls', async () => {
    const league = await call(client.leagues.$post({ json: { name: 'Client League', season: '2027' } }));
    expect(league).toMatchObject({ name: 'Client League', season: '2027' });
    const division = await call(client.divisions.$post({ json: { leagueId: league.id, name: 'One' } }));
    expect(await call(client.divisions.$get({ query: { leagueId: league.id } }))).toEqual([division]);
    expect(await call(anonymous.leagues[':id'].$get({ param: { id: league.id } }))).toEqual({
      ...league,
      createdBy: null,
    });
    await call(client.leagues[':id'].$delete({ param: { id: league.id } }));
    expect(await call(client.leagues.$get({ query: {} }))).toEqual([]);
  });

  it("raises 'HTTP error! status: {code}' with the server's message, code and fields", async () => {
    const error = await call(anonymous.leagues.$post({ json: { name: 'X', season: 'Y' } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      message: 'HTTP error! status: 401',
      status: 401,
      code: 'not_authenticated',
      serverMessage: 'Not authenticated',
    });
    const invalid = await call(client.sponsors.$post({ json: { name: 'Ace' } })).catch((e: unknown) => e);
    expect(invalid).toMatchObject({
      message: 'HTTP error! status: 400',
      serverMessage: 'At least one of Image URL or Video URL is required',
      fields: { imageUrl: ['At least one of Image URL or Video URL is required'] },
    });
  });

  it('builds the live URL with topics, ids and the token', () => {
    expect(liveUrl(client, { topics: ['frames', 'fixtures'], fixtureId: 4, accessToken: 'abc' })).toBe(
      'http://host.test/api/live?topics=frames%2Cfixtures&fixtureId=4&access_token=abc',
    );
  });
});
