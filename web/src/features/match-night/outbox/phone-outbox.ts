// Match night's one outbox on this device: saved in IndexedDB, sent through the /api transport,
// shared with the phone's other tabs, and told the connection is back by the browser's online event
// and by any live stream reopening. Creating it starts nothing; match night calls start().
import { get, update } from 'idb-keyval';
import { onLiveOpen } from '@/lib/live.ts';
import { send } from './changes.ts';
import { createOutbox, type Stored } from './outbox.ts';
import { sender } from './owner.ts';
import { STORE_KEY, trackSaves } from './waiting.ts';

const LOCK = 'cueboard-match-night-outbox';

export const outbox = createOutbox({
  storage: {
    read: () => get<Stored>(STORE_KEY),
    update: (fn) => update<Stored>(STORE_KEY, fn),
  },
  send,
  sender,
  network: {
    online: () => navigator.onLine,
    watch(onChange) {
      const online = () => onChange(true);
      const offline = () => onChange(false);
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
  },
  reconnected: onLiveOpen,
  tabs(onChange) {
    if (typeof BroadcastChannel === 'undefined') return { notify() {}, close() {} };
    const channel = new BroadcastChannel(STORE_KEY);
    channel.onmessage = onChange;
    return { notify: () => channel.postMessage('changed'), close: () => channel.close() };
  },
  async lock(replay) {
    await (navigator.locks ? navigator.locks.request(LOCK, replay) : replay());
  },
});

trackSaves(outbox.saved);
