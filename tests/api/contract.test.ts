// The API suites' contract check (tests/api/contract.ts) is not a formality: an answer that leaves its
// declared schema fails, naming the route and the field; a declared answer, and the error shape on any
// refusal, pass.
import { describe, expect, it } from 'vitest';
import { createApi, type ApiDeps } from '../../api/app.ts';
import { contractOf } from './contract.ts';

// The declarations are static: no database is reached by reading them.
const check = contractOf(createApi({} as ApiDeps));
const json = 'application/json; charset=UTF-8';
const player = {
  id: 7,
  organisationId: 1,
  userId: null,
  userName: null,
  fullName: 'Ann Lee',
  nickname: null,
  startRating: null,
  createdAt: '2026-11-27T20:00:00.000Z',
};

describe('the contract check on API answers', () => {
  it('passes an answer that matches its route, status and schema', () => {
    expect(() => check('GET', '/api/players/7', 200, json, player)).not.toThrow();
    expect(() =>
      check('GET', '/api/players/7', 404, json, { code: 'not_found', message: 'Player not found' }),
    ).not.toThrow();
  });

  it('fails an answer missing a declared field, naming the route and the field', () => {
    const { startRating: _left, ...without } = player;
    expect(() => check('GET', '/api/players/7', 200, json, without)).toThrow(
      'GET /players/{id} answered 200 outside its declared schema: startRating:',
    );
  });

  it('fails a refusal that is not in the one error shape', () => {
    expect(() => check('PATCH', '/api/players/7', 400, json, { error: 'bad' })).toThrow(
      'PATCH /players/{id} answered 400 outside its declared schema',
    );
  });

  it('matches a literal path before a parameter (/teams/{id}/players/bulk is not /teams/{id}/players/{x})', () => {
    expect(() =>
      check('POST', '/api/teams/3/players/bulk', 201, json, { added: [1], created: [] }),
    ).not.toThrow();
    expect(() => check('POST', '/api/teams/3/players/bulk', 201, json, { added: 'all' })).toThrow(
      'POST /teams/{id}/players/bulk answered 201',
    );
  });
});
