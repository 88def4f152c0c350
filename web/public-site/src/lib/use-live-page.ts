// A live page follows the stream the TVs use (GET /api/live): each event it asks for refetches the
// page's data. No query library in this bundle, so this small hook is the site's one data fetch.
import { useEffect, useState } from 'react';
import { createClient, liveUrl, type LiveOptions } from '../../../../core/client/client.ts';
import { useSite } from './site-context.ts';

type Client = ReturnType<typeof createClient>;

/** The page, refetched by `load` on every event of `live` (and on each (re)connect). */
export function useLivePage<T>(
  initial: T,
  live: LiveOptions,
  load: (api: Client) => Promise<T>,
  key: string,
): T {
  const { apiUrl } = useSite();
  const [page, setPage] = useState(initial);
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
    source.onmessage = refresh;
    return () => source.close();
    // `key` names the page; `live` and `load` follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiUrl, key]);
  return page;
}
