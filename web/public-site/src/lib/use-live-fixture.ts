// A fixture page follows the live stream the TVs use (GET /api/live): each event about its fixture
// or frames refetches the page's data. No query library in this bundle, so this small hook is the
// site's one data fetch.
import { useEffect, useState } from 'react';
import { call, createClient, liveUrl } from '../../../../core/client/client.ts';
import type { PublicFixturePage } from '../../../../core/schemas/public-site.ts';
import { useSite } from './site-context.ts';

export function useLiveFixture(initial: PublicFixturePage): PublicFixturePage {
  const { apiUrl } = useSite();
  const [page, setPage] = useState(initial);
  const leagueId = initial.league.id;
  const fixtureId = initial.fixture.id;
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const api = createClient({ baseUrl: apiUrl });
    let latest = 0;
    const refresh = async () => {
      const asked = ++latest;
      try {
        const next = await call(
          api.public.leagues[':leagueId'].fixtures[':id'].$get(
            { param: { leagueId: String(leagueId), id: String(fixtureId) } },
            { init: { cache: 'no-store' } },
          ),
        );
        if (asked === latest) setPage(next);
      } catch {
        // The page keeps what it shows; the next event or reconnect tries again.
      }
    };
    const source = new EventSource(liveUrl(api, { topics: ['frames', 'fixtures'], fixtureId }));
    // On (re)connect too: whatever changed since the page was rendered shows at once.
    source.onopen = refresh;
    source.onmessage = refresh;
    return () => source.close();
  }, [apiUrl, leagueId, fixtureId]);
  return page;
}
