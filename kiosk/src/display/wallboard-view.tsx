// The presentational wallboard: everything comes in as props (stories render it with fixed data).
import type { ReactNode } from 'react';
import type { WallboardType } from '@core/schemas/enums.ts';
import { upcomingFixtures } from '@core/rules/fixture-filters.ts';
import { BracketBoard } from './bracket.tsx';
import type { Feed } from './feed.ts';
import { FixturesList } from './fixtures-list.tsx';
import { HighBreaks } from './high-breaks.tsx';
import { BoardHeader } from './header.tsx';
import { LeagueTable } from './league-table.tsx';
import { PanelBoundary } from './panel-boundary.tsx';
import { PublicQr } from './public-qr.tsx';
import { Playlist } from './playlist.tsx';
import { ScoreCards } from './score-cards.tsx';
import { TopPlayers } from './top-players.tsx';
import { SponsorRotator, type Impression } from './sponsor-rotator.tsx';
import { SponsorStrip } from './sponsor-strip.tsx';
import { themeOf, themeRoot } from './theme.ts';
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

type BodyProps = WallboardViewProps & { feed: Feed };

/**
 * The view of each wallboard type. A Record, not a switch with a default: a type added to
 * core/schemas/enums.ts without its view here fails the typecheck instead of drawing score cards.
 */
const views: Record<WallboardType, (props: BodyProps) => ReactNode> = {
  live_scores: ({ feed }) => <ScoreCards fixtures={feed.fixtures} timeZone={feed.timeZone} />,
  now_playing: ({ feed }) => <ScoreCards fixtures={feed.fixtures} timeZone={feed.timeZone} />,
  league_table: ({ feed }) => <LeagueTable standings={feed.standings} />,
  top_players: ({ feed }) => <TopPlayers players={feed.topPlayers ?? []} />,
  high_breaks: ({ feed }) => <HighBreaks breaks={feed.highBreaks ?? []} />,
  bracket: ({ feed }) => <BracketBoard bracket={feed.bracket ?? null} />,
  fixtures: ({ feed }) => <FixturesList fixtures={upcomingFixtures(feed.fixtures)} />,
  sponsors: ({ feed, onImpression, onRotate }) => (
    <SponsorRotator sponsors={feed.sponsors} onImpression={onImpression} onRotate={onRotate} />
  ),
  playlist: ({ feed, onRotate, renderPlaylistItem }) => (
    <Playlist
      items={feed.wallboard.playlist}
      onRotate={onRotate}
      renderItem={renderPlaylistItem ?? (() => null)}
    />
  ),
};

function Body(props: BodyProps) {
  return views[props.feed.wallboard.type](props);
}

export function WallboardView(props: WallboardViewProps) {
  const { feed, offline, error } = props;
  const playlistRunning = feed?.wallboard.type === 'playlist' && feed.wallboard.playlist.length > 0;
  const theme = themeOf(feed);
  const root = themeRoot(theme);
  const qrPath = playlistRunning ? undefined : feed?.publicPath;
  return (
    <div
      {...root}
      className={qrPath ? `${root.className} cb-with-qr` : root.className}
      data-testid="wallboard"
      data-type={feed?.wallboard.type}
    >
      {feed && !playlistRunning && <BoardHeader feed={feed} />}
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
      {feed && theme?.sponsorStrip && !error && feed.sponsors.length > 0 && (
        <SponsorStrip sponsors={feed.sponsors} onImpression={props.onImpression} />
      )}
      {qrPath && <PublicQr path={qrPath} />}
      {offline && (
        <div className="cb-offline" role="status">
          {OFFLINE_TEXT}
        </div>
      )}
    </div>
  );
}
