// live_scores and now_playing: one big card per fixture with the frames as coloured boxes.
import { framesWon } from '../../../core/rules/score.ts';
import type { DisplayFixture } from './feed.ts';
import { PanelBoundary } from './panel-boundary.tsx';

export const NO_LIVE = 'No live matches at the moment';

function ScoreCard({ fixture }: { fixture: DisplayFixture }) {
  const { home, away } = framesWon(fixture.frames);
  const live = fixture.status === 'in_play';
  return (
    <div className="cb-card" data-testid="score-card">
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
  if (fixtures.length === 0) return <div className="cb-empty">{NO_LIVE}</div>;
  return (
    <div className="cb-cards">
      {fixtures.map((f) => (
        <PanelBoundary key={f.id}>
          <ScoreCard fixture={f} />
        </PanelBoundary>
      ))}
    </div>
  );
}
