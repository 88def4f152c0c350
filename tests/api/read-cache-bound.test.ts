// The anonymous-read cache's bound (api/read-cache.ts: an LRU by bytes) and its off switch, over a real PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite.ts';
import type { Db } from '../../api/db/port.ts';
import { readCache } from '../../api/read-cache.ts';

const kb = (n: number) => new Response('x'.repeat(n * 1024), { headers: { 'content-type': 'text/plain' } });

describe('the anonymous-read cache bound', () => {
  let db: Db;
  beforeAll(async () => void (db = await openPglite()));
  afterAll(() => db.close());

  const serve = (cache: ReturnType<typeof readCache>, key: string, size = 10) =>
    cache.serve(new Request(`https://league.example/${key}`), key, async () => kb(size));

  it('drops the least recently used answers once their bytes pass the bound', async () => {
    const cache = readCache(db, 25 * 1024);
    await serve(cache, 'a');
    await serve(cache, 'b');
    expect((await serve(cache, 'a')).headers.get('x-cache')).toBe('hit');
    await serve(cache, 'c'); // 30 KB > 25 KB: b, the least recently used, goes
    expect(cache.stats()).toMatchObject({ entries: 2 });
    expect(cache.stats().bytes).toBeLessThanOrEqual(25 * 1024);
    expect((await serve(cache, 'a')).headers.get('x-cache')).toBe('hit');
    expect((await serve(cache, 'b')).headers.get('x-cache')).toBe('miss');
    // An answer larger than the whole bound is served, never kept.
    expect((await serve(cache, 'big', 40)).headers.get('x-cache')).toBe('miss');
    expect((await serve(cache, 'big', 40)).headers.get('x-cache')).toBe('miss');
  });

  it('keeps nothing when the bound is 0', async () => {
    // Another Db over the same database: another process's cache, turned off.
    const cache = readCache({ ...db }, 0);
    await serve(cache, 'a');
    const again = await serve(cache, 'a');
    expect(again.headers.get('x-cache')).toBeNull();
    expect(await again.text()).toHaveLength(10 * 1024);
  });

  it('never hands a read after a change the answer of a fill begun before it', async () => {
    const cache = readCache({ ...db });
    const request = new Request('https://league.example/fixtures');
    let finish!: () => void;
    const before = cache.serve(request, 'fixtures', async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return new Response('before the change');
    });
    await expect.poll(() => cache.stats().fills).toBe(1);
    cache.clear(); // what a write's notification does
    const after = cache.serve(request, 'fixtures', async () => new Response('after the change'));
    expect(await (await after).text()).toBe('after the change');
    finish();
    expect(await (await before).text()).toBe('before the change');
    // The earlier fill, finished after the change, is not kept either.
    expect(await (await cache.serve(request, 'fixtures', async () => new Response('x'))).text()).toBe(
      'after the change',
    );
  });
});
