// Match Night: the fixture selector, or live scoring with ?fixtureId=. The outbox
// replays into the cache from here, and the app-shell worker is installed so a reload works offline.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Protected } from '@/features/auth/components/protected.tsx';
import { FixtureSelector } from '@/features/match-night/components/fixture-selector.tsx';
import { LiveScoring } from '@/features/match-night/components/live-scoring.tsx';
import { useMatchNightOutbox } from '@/features/match-night/hooks/use-outbox.ts';
import { keepShellOffline } from '@/features/match-night/offline-shell.ts';

export default function MatchNightRoute() {
  const [params] = useSearchParams();
  const fixtureId = Number(params.get('fixtureId'));
  const [offlineReady, setOfflineReady] = useState(false);
  useMatchNightOutbox();
  useEffect(() => {
    keepShellOffline().then(setOfflineReady, (error: unknown) => console.warn('No offline shell', error));
  }, []);

  return (
    <div data-offline-ready={offlineReady || undefined}>
      <Protected>
        {Number.isInteger(fixtureId) && fixtureId > 0 ? (
          <LiveScoring key={fixtureId} fixtureId={fixtureId} />
        ) : (
          <FixtureSelector />
        )}
      </Protected>
    </div>
  );
}
