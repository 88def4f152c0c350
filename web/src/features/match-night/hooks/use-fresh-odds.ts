// Ratings move when a frame's result reaches the server: the ratings and chances on screen are
// refetched when the server's frames of this match change (a queued tap alone changes nothing there).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Frame } from '@core/schemas/frame.ts';

const oddsKey = (key: readonly unknown[]) => {
  const path = String(key[0]);
  return path.startsWith('/head-to-head?') || /^\/players\/\d+\/stats/.test(path);
};

export function useFreshOdds(serverFrames: Frame[] | undefined) {
  const client = useQueryClient();
  const results = (serverFrames ?? [])
    .map((f) => `${f.id}:${f.homePlayerId}:${f.awayPlayerId}:${f.winner}`)
    .join(',');
  const seen = useRef(results);
  useEffect(() => {
    if (seen.current === results) return;
    seen.current = results;
    void client.invalidateQueries({ predicate: (q) => oddsKey(q.queryKey) });
  }, [client, results]);
}
