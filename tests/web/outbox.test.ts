import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/api.ts';
import type { Queued } from '@/features/match-night/outbox/changes.ts';
import { addFrame, ann, bob, memoryStorage, phone, winner } from './outbox-harness.ts';
import { RETRY_MAX_MS } from '@/features/match-night/outbox/outbox.ts';

describe('match night outbox', () => {
  it('starts nothing until start(), and stop() ends every listener and timer', async () => {
    const p = phone();
    expect([p.network.count(), p.stream.count(), p.tabs.count(), p.clock.pending()]).toEqual([0, 0, 0, []]);
    p.outbox.start();
    expect([p.network.count(), p.stream.count(), p.tabs.count()]).toEqual([1, 1, 1]);
    p.goOffline();
    void p.outbox.enqueue(addFrame, 'Add frame 1');
    await vi.waitFor(() => expect(p.clock.pending()).toEqual([1_000]));

    p.outbox.stop();
    expect([p.network.count(), p.stream.count(), p.tabs.count(), p.clock.pending()]).toEqual([0, 0, 0, []]);
    // Saved for the next start; a failed send after stop() schedules nothing.
    expect(p.storage.map.get('outbox')?.queue).toHaveLength(1);
    await p.outbox.flush();
    expect(p.clock.pending()).toEqual([]);
  });

  it('sends changes in order, one at a time, each with its own Idempotency-Key', async () => {
    const p = phone();
    p.outbox.start();
    let inFlight = 0;
    let most = 0;
    const send = p.server.send.getMockImplementation()!;
    p.server.send.mockImplementation(async (change, frameId) => {
      most = Math.max(most, ++inFlight);
      await Promise.resolve();
      inFlight -= 1;
      return send(change, frameId);
    });
    const settled = [
      p.outbox.enqueue(addFrame, 'Add frame 1'),
      p.outbox.enqueue(winner(-1, 'home'), 'Frame 1: winner Home'),
      p.outbox.enqueue({ kind: 'complete', fixtureId: 7 }, 'Complete match'),
    ];
    expect((await Promise.all(settled)).map((s) => s.ok)).toEqual([true, true, true]);
    expect(p.server.received.map((r) => [r.kind, r.frameId])).toEqual([
      ['add-frame', undefined],
      ['set-frame', 100], // the temp id resolved to the server's frame
      ['complete', undefined],
    ]);
    expect(new Set(p.server.received.map((r) => r.key)).size).toBe(3);
    expect(most).toBe(1);
    expect(p.outbox.snapshot().queue).toEqual([]);
  });

  it('sends completing a match after every other change of it, even ones made later', async () => {
    const p = phone();
    p.outbox.start();
    p.goOffline();
    void p.outbox.enqueue({ kind: 'complete', fixtureId: 7 }, 'Complete match');
    void p.outbox.enqueue(addFrame, 'Add frame 1');
    await vi.waitFor(() => expect(p.outbox.snapshot().queue).toHaveLength(2));
    expect(p.outbox.snapshot().queue.map((q) => q.kind)).toEqual(['add-frame', 'complete']);
  });

  it('keeps the change while offline and retries after 1, 2, 4, then every 5 seconds, with the same key', async () => {
    const p = phone();
    p.outbox.start();
    p.server.up = false;
    const settled = p.outbox.enqueue(addFrame, 'Add frame 1');
    await vi.waitFor(() => expect(p.clock.pending()).toEqual([1_000]));
    expect(p.outbox.snapshot().reachable).toBe(false);
    for (const [i, delay] of [2_000, 4_000, 5_000, 5_000].entries()) {
      p.clock.advance(p.clock.pending()[0]);
      await vi.waitFor(() => expect(p.clock.pending()).toEqual([delay]));
      expect(p.server.send).toHaveBeenCalledTimes(i + 2);
    }
    const keys = new Set(p.server.send.mock.calls.map(([change]) => change.key));
    expect(keys.size).toBe(1);

    p.server.up = true;
    p.clock.advance(RETRY_MAX_MS);
    expect(await settled).toMatchObject({ ok: true });
    expect(p.server.received.map((r) => r.key)).toEqual([...keys]);
    expect(p.clock.pending()).toEqual([]);
    expect(p.outbox.snapshot().reachable).toBe(true);
  });

  it("replays the moment the browser is online again, without waiting for the retry's timer", async () => {
    const p = phone();
    p.outbox.start();
    p.goOffline();
    const settled = p.outbox.enqueue(addFrame, 'Add frame 1');
    await vi.waitFor(() => expect(p.clock.pending()).toEqual([1_000]));
    expect(p.outbox.snapshot()).toMatchObject({ online: false, reachable: false });

    p.goOnline();
    await vi.waitFor(() => expect(p.server.received).toHaveLength(1));
    expect(await settled).toMatchObject({ ok: true });
    expect(p.server.received).toHaveLength(1);
    expect(p.clock.pending()).toEqual([]);
    expect(p.outbox.snapshot()).toMatchObject({ online: true, reachable: true });
  });

  it('replays the moment the live stream reopens (Wi-Fi back without an online event)', async () => {
    const p = phone();
    p.outbox.start();
    p.server.up = false;
    const settled = p.outbox.enqueue(addFrame, 'Add frame 1');
    // Later failures back off further: the stream's signal does not wait for any of them.
    await vi.waitFor(() => expect(p.clock.pending()).toEqual([1_000]));
    p.clock.advance(1_000);
    await vi.waitFor(() => expect(p.clock.pending()).toEqual([2_000]));

    p.server.up = true;
    p.stream.fire();
    await vi.waitFor(() => expect(p.server.received).toHaveLength(1));
    expect(await settled).toMatchObject({ ok: true });
    expect(p.clock.pending()).toEqual([]);
  });

  it('tries again at once when the connection returns while a send is still failing', async () => {
    const p = phone();
    p.outbox.start();
    let fail!: (error: Error) => void;
    p.server.send.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const settled = p.outbox.enqueue(addFrame, 'Add frame 1');
    await vi.waitFor(() => expect(fail).toBeDefined());
    p.stream.fire(); // the connection is back while the old request hangs on the dead one
    fail(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(p.server.received).toHaveLength(1));
    expect(await settled).toMatchObject({ ok: true });
    expect(p.server.send).toHaveBeenCalledTimes(2);
    expect(p.clock.pending()).toEqual([]);
  });

  it('sends only the signed-in scorer’s own changes, and claims changes of the older format', async () => {
    const storage = memoryStorage();
    const old = { ...addFrame, key: 'old-1', label: 'Add frame 1' } as Queued;
    const bobs = { ...winner(5, 'away'), key: 'bob-1', label: 'Frame 5: winner Away', userId: bob } as Queued;
    storage.map.set('outbox', { queue: [old, bobs], ids: {}, refused: [] });
    const p = phone(storage);
    p.outbox.start();
    await vi.waitFor(() => expect(p.server.received.map((r) => r.key)).toEqual(['old-1']));
    expect(p.outbox.snapshot().queue).toEqual([bobs]);

    p.device.user = bob;
    await p.outbox.flush();
    expect(p.server.received.map((r) => r.key)).toEqual(['old-1', 'bob-1']);
  });

  it('removes a refused change and the changes of a frame that was never created, and says why', async () => {
    const p = phone();
    p.outbox.start();
    p.server.send.mockRejectedValueOnce(new HttpError(404, { message: 'Fixture not found' }));
    const added = p.outbox.enqueue(addFrame, 'Add frame 1');
    const set = p.outbox.enqueue(winner(-1, 'home'), 'Frame 1: winner Home');
    expect(await added).toMatchObject({ ok: false, refusal: { message: 'Fixture not found' } });
    expect(await set).toMatchObject({ ok: false, refusal: { message: 'The frame was not created' } });
    expect(p.outbox.snapshot().refused.map((r) => r.label)).toEqual(['Add frame 1', 'Frame 1: winner Home']);
    expect(p.outbox.snapshot().queue).toEqual([]);
    expect(p.storage.map.get('outbox')?.refused).toHaveLength(2);
  });

  it('shows a queued frame refused with a 400 (a player not of the match) once, and sends the rest', async () => {
    const message = "Home Player is not on the home team's roster at this fixture's date";
    const p = phone();
    p.outbox.start();
    p.goOffline();
    const stranger = {
      kind: 'set-frame',
      fixtureId: 7,
      frameId: -1,
      field: 'homePlayerId',
      value: 42,
    } as const;
    const settled = [
      p.outbox.enqueue(addFrame, 'Add frame 1'),
      p.outbox.enqueue(stranger, 'Frame 1: home player Cy Stranger'),
      p.outbox.enqueue(winner(-1, 'home'), 'Frame 1: winner Home'),
    ];
    await vi.waitFor(() => expect(p.outbox.snapshot().queue).toHaveLength(3));
    const send = p.server.send.getMockImplementation()!;
    p.server.send.mockImplementation(async (change, frameId) => {
      if (change.kind === 'set-frame' && change.field === 'homePlayerId') {
        throw new HttpError(400, { code: 'invalid_input', message, fields: { homePlayerId: [message] } });
      }
      return send(change, frameId);
    });
    p.goOnline();
    expect((await Promise.all(settled)).map((s) => s.ok)).toEqual([true, false, true]);
    expect(await settled[1]).toMatchObject({ ok: false, refusal: { message } });
    // asked once, never again: nothing waits and no retry is due; the refusal stays on the device
    expect(
      p.server.send.mock.calls.filter(([c]) => c.kind === 'set-frame' && c.field === 'homePlayerId'),
    ).toHaveLength(1);
    expect(p.outbox.snapshot().queue).toEqual([]);
    expect(p.clock.pending()).toEqual([]);
    expect(p.storage.map.get('outbox')?.refused).toMatchObject([
      { label: 'Frame 1: home player Cy Stranger', message },
    ]);
  });

  it('keeps waiting changes across a reload and sends them once the new page starts', async () => {
    const first = phone();
    first.outbox.start();
    first.goOffline();
    void first.outbox.enqueue(addFrame, 'Add frame 1');
    await vi.waitFor(() => expect(first.clock.pending()).toEqual([1_000]));
    first.outbox.stop();

    const second = phone(first.storage);
    second.outbox.start();
    await vi.waitFor(() => expect(second.server.received.map((r) => r.kind)).toEqual(['add-frame']));
    await vi.waitFor(() => expect(second.storage.map.get('outbox')?.queue).toEqual([]));
  });

  it('sends within 5 s what another tab of the phone saved and left unsent', async () => {
    const storage = memoryStorage();
    const p = phone(storage);
    p.outbox.start();
    await vi.waitFor(() => expect(p.outbox.snapshot().loaded).toBe(true));
    const left = { ...addFrame, key: 'other-tab-1', label: 'Add frame 1', userId: ann } as Queued;
    storage.map.set('outbox', { queue: [left], ids: {}, refused: [] });
    p.tabs.fire();
    await vi.waitFor(() => expect(p.clock.pending()).toEqual([RETRY_MAX_MS]));
    expect(p.outbox.snapshot().queue).toEqual([left]);
    p.clock.advance(RETRY_MAX_MS);
    await vi.waitFor(() => expect(p.server.received.map((r) => r.key)).toEqual(['other-tab-1']));
  });
});
