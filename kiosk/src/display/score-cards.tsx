// live_scores and now_playing: one big card per fixture with the frames as coloured boxes, a page of
// cards at a time when there are more than fit (use-pages.ts).
import { framesWon } from '../../../core/rules/score.ts';
import type { DisplayFixture } from './feed.ts';
import { Paged } from './paged.tsx';
import { PanelBoundary } from './panel-boundary.tsx';
import { usePages } from './use-pages.ts';

export const NO_LIVE = 'No live matches at the moment';

function ScoreCard({ fixture }: { fixture: DisplayFixture }) {
  const { home, away } = framesWon(fixture.frames);
  const live = fixture.status === 'in_play';
  return (
    <div className="cb-card" data-testid="score-card" data-page-item="">
      <div className="cb-card-head">
        <div className="cb-team">{fixture.homeTeamName}</div>
        <div className="cb-score">
          {home} - {away}
        </div>
        <div className="cb-team cb-team-away">{fixture.awayTeamName}</div>
      </div>
      <span className={live ? 'cb-status cb-status-live' : 'cb-status'}>
        {live ? 'LIVE' : fixture.status.toUpperCase()}
      </span>
      <div className="cb-frames">
        {fixture.frames.map((f) => (
          <div
            key={f.id}
            className={`cb-frame cb-frame-${f.winner}`}
            data-winner={f.winner}
            title={`Frame ${f.frameNo}`}
          >
            {f.frameNo}
          </div>
        ))}
      </div>
    </div>
  );
}

export function ScoreCards({ fixtures }: { fixtures: DisplayFixture[] }) {
  // A card grows a line when its frames wrap: measure again when a frame is added.
  const pages = usePages(
    fixtures.length,
    fixtures.reduce((n, f) => n + f.frames.length, 0),
  );
  if (fixtures.length === 0) return <div className="cb-empty">{NO_LIVE}</div>;
  return (
    <Paged pages={pages}>
      <div className="cb-cards">
        {fixtures.slice(pages.from, pages.to).map((f) => (
          <PanelBoundary key={f.id}>
            <ScoreCard fixture={f} />
          </PanelBoundary>
        ))}
      </div>
    </Paged>
  );
}
