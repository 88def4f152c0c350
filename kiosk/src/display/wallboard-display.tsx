// The wallboard display with its data: the kiosk's screen and the web route /wallboards/{id} both
// render this (web lazily imports the default export). No kiosk-only globals in here.
import { useCallback, useEffect } from 'react';
import type { Impression } from './sponsor-rotator.tsx';
import { impressionsCount, recordImpression } from './impressions.ts';
import { nowShowing } from './now-showing.ts';
import { useHiddenPointer } from './pointer.ts';
import { useFeed } from './use-feed.ts';
import { WallboardView } from './wallboard-view.tsx';

export interface WallboardDisplayProps {
  wallboardId: number;
  /** The /api base, e.g. from /config.json's apiUrl. */
  apiUrl: string;
  /** A signed-in user's access token. */
  token?: string;
  /** A paired screen's token (kiosk). */
  screenToken?: string;
  /** Rotation boundaries (sponsor or playlist item changes). */
  onRotate?: () => void;
}

export default function WallboardDisplay({
  wallboardId,
  apiUrl,
  token,
  screenToken,
  onRotate,
}: WallboardDisplayProps) {
  const { feed, offline, error } = useFeed(wallboardId, apiUrl, { token, screenToken });
  useHiddenPointer();
  // A playlist's page is the item it shows, which names itself.
  const page = feed && feed.wallboard.type !== 'playlist' ? feed.wallboard.name : null;
  useEffect(() => {
    if (page) nowShowing.page = page;
  }, [page]);
  const counted = feed ? impressionsCount(feed.wallboard, screenToken !== undefined) : false;
  const onImpression = useCallback(
    (imp: Impression) => {
      if (!counted) return;
      void recordImpression(
        apiUrl,
        { token, screenToken },
        { ...imp, wallboardId: feed?.wallboard.id ?? wallboardId },
      );
    },
    [apiUrl, token, screenToken, wallboardId, feed?.wallboard.id, counted],
  );
  const renderPlaylistItem = useCallback(
    (id: number) => (
      <WallboardDisplay
        wallboardId={id}
        apiUrl={apiUrl}
        token={token}
        screenToken={screenToken}
        onRotate={onRotate}
      />
    ),
    [apiUrl, token, screenToken, onRotate],
  );
  return (
    <WallboardView
      feed={feed}
      offline={offline}
      error={error}
      onImpression={onImpression}
      onRotate={onRotate}
      renderPlaylistItem={renderPlaylistItem}
    />
  );
}

export { WallboardDisplay };
