// A live page follows the stream the TVs use (GET /api/live): each event it asks for refetches the
// page's data. No query library in this bundle, so this small hook is the site's one data fetch.
import { useEffect, useRef, useState } from 'react';
import { createClient, liveUrl, type LiveOptions } from '../../../../core/client/client.ts';
import type { LiveEvent } from '../../../../core/schemas/live.ts';
import { useSite } from './site-context.ts';

type Client = ReturnType<typeof createClient>;

/** The event a message carries; not parsed with zod, which would triple this bundle. */
function eventOf(data: string): LiveEvent | undefined {
  try {
    const event = JSON.parse(data) as LiveEvent | null;
    return typeof event?.type === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The page, refetched by `load` on every event of `live` that `concerns` it (default: every one),
 * and on each (re)connect.
 */
export function useLivePage<T>(
  initial: T,
  live: LiveOptions,
  load: (api: Client) => Promise<T>,
  key: string,
  concerns: (event: LiveEvent, page: T) => boolean = () => true,
): T {
  const { apiUrl } = useSite();
  const [page, setPage] = useState(initial);
  const shown = useRef(page);
  shown.current = page;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const api = createClient({ baseUrl: apiUrl });
    let latest = 0;
    const refresh = async () => {
      const asked = ++latest;
      try {
        const next = await load(api);
        if (asked === latest) setPage(next);
      } catch {
        // The page keeps what it shows; the next event or reconnect tries again.
      }
    };
    const source = new EventSource(liveUrl(api, live));
    // On (re)connect too: whatever changed since the page was rendered shows at once.
    source.onopen = refresh;
    source.onmessage = (message: MessageEvent<string>) => {
      const event = eventOf(message.data);
      if (!event || concerns(event, shown.current)) void refresh();
    };
    return () => source.close();
    // `key` names the page; `live`, `load` and `concerns` follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiUrl, key]);
  return page;
}
