// playlist: shows each wallboard of the playlist for its duration, then the next, wrapping.
import { useEffect, useState, type ReactNode } from 'react';
import type { PlaylistItem } from '@core/schemas/wallboard.ts';

export const PLAYLIST_EMPTY = 'Playlist mode (coming soon)';

interface Props {
  items: PlaylistItem[];
  renderItem: (wallboardId: number) => ReactNode;
  onRotate?: () => void;
}

export function Playlist({ items, renderItem, onRotate }: Props) {
  const [index, setIndex] = useState(0);
  const item = items.length ? items[index % items.length] : undefined;
  useEffect(() => {
    if (!item) return;
    const timer = setTimeout(() => {
      setIndex((i) => (i + 1) % items.length);
      onRotate?.();
    }, item.durationSeconds * 1000);
    return () => clearTimeout(timer);
  }, [item, items.length, onRotate]);
  if (!item) return <div className="cb-empty">{PLAYLIST_EMPTY}</div>;
  return <div key={`${index}-${item.wallboardId}`}>{renderItem(item.wallboardId)}</div>;
}
