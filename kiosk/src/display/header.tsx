// The board's header: the league's (and venue's) name, the wallboard's title and the clock.
import { Clock } from './clock.tsx';
import type { Feed } from './feed.ts';
import './header.css';

export function BoardHeader({ feed }: { feed: Feed }) {
  const place = [feed.leagueName, feed.venueName].filter(Boolean).join(' · ');
  return (
    <header className="cb-head">
      <div className="cb-head-text">
        {place && (
          <div className="cb-place" data-testid="board-place">
            {place}
          </div>
        )}
        <h1 className="cb-title">{feed.wallboard.name}</h1>
      </div>
      <Clock timeZone={feed.timeZone} />
    </header>
  );
}
