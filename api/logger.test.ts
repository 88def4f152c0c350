import { describe, expect, it } from 'vitest';
import { loggableError } from './logger.ts';

describe('loggableError', () => {
  it("keeps an error's class, message, code and stack frames, and nothing it carries", () => {
    const error = Object.assign(new Error('new row for relation "users" violates check constraint "x"'), {
      name: 'DatabaseError',
      code: '23514',
      detail:
        'Failing row contains (ann@example.com, $2b$10$abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0).',
      where: "unnamed portal parameter $2 = '...'",
      query: 'insert into auth.users (email, encrypted_password) values ($1, $2)',
      params: ['ann@example.com', '$2b$10$abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0'],
    });
    const logged = loggableError(error);
    expect(Object.keys(logged).sort()).toEqual(['code', 'message', 'stack', 'type']);
    expect(logged).toMatchObject({
      type: 'DatabaseError',
      message: 'new row for relation "users" violates check constraint "x"',
      code: '23514',
    });
    expect(logged.stack).toMatch(/^\s+at .*logger\.test\.ts/);
  });

  it("masks a hash, a JWT, a link's query and a refused value that a message itself quotes", () => {
    const hash = '$2a$10$abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0';
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';
    const message = `hash ${hash}, token ${jwt}, link https://league.example/auth/callback?token_hash=abc&type=signup`;
    expect(loggableError(new Error(message)).message).toBe(
      'hash [hash], token [jwt], link https://league.example/auth/callback?[…]',
    );
    const refused = Object.assign(new Error('invalid input syntax for type uuid: "secret-token"'), {
      code: '22P02',
    });
    expect(loggableError(refused).message).toBe('invalid input syntax for type uuid: "…"');
  });

  it('follows a cause and reports a thrown non-error by its type', () => {
    const wrapped = new Error('migration failed', {
      cause: Object.assign(new Error('boom'), { code: 'XX000' }),
    });
    expect(loggableError(wrapped).cause).toMatchObject({ message: 'boom', code: 'XX000' });
    expect(loggableError('plain text')).toEqual({ type: 'string', message: 'plain text' });
  });
});
