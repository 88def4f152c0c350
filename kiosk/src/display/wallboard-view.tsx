// The presentational wallboard: everything comes in as props (stories render it with fixed data).
import type { ReactNode } from 'react';
import { upcomingFixtures } from '../../../core/rules/fixture-filters.ts';
import type { Feed } from './feed.ts';
import { FixturesList } from './fixtures-list.tsx';
import { LeagueTable } from './league-table.tsx';
import { PanelBoundary } from './panel-boundary.tsx';
import { Playlist } from './playlist.tsx';
import { ScoreCards } from './score-cards.tsx';
import { SponsorRotator, type Impression } from './sponsor-rotator.tsx';
import './display.css';

export const LOADING_TEXT = 'Loading wallboard...';
export const OFFLINE_TEXT = 'Offline - showing last update';

export interface WallboardViewProps {
  /** null while the first feed is loading. */
  feed: Feed | null;
  offline?: boolean;
  /** A message instead of the board (not found, not allowed). */
  error?: string | null;
  onImpression?: (impression: Impression) => void;
  onRotate?: () => void;
  renderPlaylistItem?: (wallboardId: number) => ReactNode;
}

function Body({ feed, onImpression, onRotate, renderPlaylistItem }: WallboardViewProps & { feed: Feed }) {
  switch (feed.wallboard.type) {
    case 'league_table':
      return <LeagueTable standings={feed.standings} />;
    case 'fixtures':
      return <FixturesList fixtures={upcomingFixtures(feed.fixtures)} />;
    case 'sponsors':
      return <SponsorRotator sponsors={feed.sponsors} onImpression={onImpression} onRotate={onRotate} />;
    case 'playlist':
      return (
        <Playlist
          items={feed.wallboard.playlist}
          onRotate={onRotate}
          renderItem={renderPlaylistItem ?? (() => null)}
        />
      );
    default:
      return <ScoreCards fixtures={feed.fixtures} />;
  }
}

export function WallboardView(props: WallboardViewProps) {
  const { feed, offline, error } = props;
  const playlistRunning = feed?.wallboard.type === 'playlist' && feed.wallboard.playlist.length > 0;
  return (
    <div className="cb-wall" data-testid="wallboard" data-type={feed?.wallboard.type}>
      {feed && !playlistRunning && <h1 className="cb-title">{feed.wallboard.name}</h1>}
      <div className="cb-body">
        {error ? (
          <div className="cb-empty">{error}</div>
        ) : feed ? (
          <PanelBoundary fallback={<div className="cb-empty cb-panel-error">{feed.wallboard.name}</div>}>
            <Body {...props} feed={feed} />
          </PanelBoundary>
        ) : (
          <div className="cb-empty">{LOADING_TEXT}</div>
        )}
      </div>
      {offline && (
        <div className="cb-offline" role="status">
          {OFFLINE_TEXT}
        </div>
      )}
    </div>
  );
}
