// live_scores and now_playing: one big card per fixture with the frames as coloured boxes, a page of
// cards at a time when there are more than fit (use-pages.ts). Tonight's fixtures not started yet follow
// the live ones with their kick-off time in the league's zone; a live event that starts one moves it up at once. Each team's
// name is underlined in its frames' colour. A race-to league's rubbers show their racks and handicapped race.
import { statusLabel } from '@core/rules/fixture-status.ts';
import { framesWon } from '@core/rules/score.ts';
import type { DisplayFixture, FeedFrame } from './feed.ts';
import { formatter } from './clock.tsx';
import { Paged } from './paged.tsx';
import { PanelBoundary } from './panel-boundary.tsx';
import { usePages } from './use-pages.ts';
import './score-cards.css';

export const NO_LIVE = 'No live matches at the moment';
export const NOT_STARTED = 'not started';

/** A handicapped rubber: its race differs per side. */
const handicapped = (f: FeedFrame) => f.homeRace != null && f.homeRace !== f.awayRace;

/**
 * A frame's box, coloured by its winner. A race-to rubber's (a frame with a race) also shows its racks
 * ("3–2", 0–0 before the first) and, when handicapped, its race ("Race 4–3").
 */
function FrameBox({ frame: f }: { frame: FeedFrame }) {
  const race = f.homeRace != null;
  return (
    <div
      className={`cb-frame cb-frame-${f.winner}${race ? ' cb-frame-race' : ''}`}
      data-winner={f.winner}
      title={`Frame ${f.frameNo}`}
    >
      {race ? <span className="cb-frame-no">{f.frameNo}</span> : f.frameNo}
      {race && (
        <span className="cb-frame-racks" data-testid="frame-racks">
          {`${f.homeRacks ?? 0}–${f.awayRacks ?? 0}`}
        </span>
      )}
      {handicapped(f) && <span className="cb-frame-race-to">{`Race ${f.homeRace}–${f.awayRace}`}</span>}
    </div>
  );
}

function ScoreCard({ fixture, timeZone }: { fixture: DisplayFixture; timeZone?: string }) {
  const { home, away } = framesWon(fixture.frames);
  const live = fixture.status === 'in_play';
  const waiting = fixture.status === 'scheduled';
  return (
    <div className="cb-card" data-testid={waiting ? 'waiting-card' : 'score-card'} data-page-item="">
      <div className="cb-card-head">
        <div className="cb-team cb-team-home">{fixture.homeTeamName}</div>
        <div className="cb-score">{waiting ? 'vs' : `${home} - ${away}`}</div>
        <div className="cb-team cb-team-away">{fixture.awayTeamName}</div>
      </div>
      <span className={live ? 'cb-status cb-status-live' : 'cb-status'}>
        {live
          ? 'LIVE'
          : waiting
            ? `${formatter(timeZone).format(new Date(fixture.kickoffAt))} · ${NOT_STARTED}`
            : statusLabel(fixture.status).toUpperCase()}
      </span>
      <div className="cb-frames">
        {fixture.frames.map((f) => (
          <FrameBox key={f.id} frame={f} />
        ))}
      </div>
    </div>
  );
}

/** timeZone: the league's (the header clock's), for tonight's kick-off times. */
export function ScoreCards({ fixtures: all, timeZone }: { fixtures: DisplayFixture[]; timeZone?: string }) {
  const waiting = (f: DisplayFixture) => f.status === 'scheduled';
  const fixtures = [...all.filter((f) => !waiting(f)), ...all.filter(waiting)];
  // A card grows a line when its frames wrap: measure again when a frame is added, or when a rubber's
  // box gains its race (a rating handicap's race is set once both players are named).
  const frames = fixtures.flatMap((f) => f.frames);
  const pages = usePages(fixtures.length, `${frames.length}:${frames.filter(handicapped).length}`);
  if (fixtures.length === 0) return <div className="cb-empty">{NO_LIVE}</div>;
  return (
    <Paged pages={pages}>
      <div className="cb-cards">
        {fixtures.slice(pages.from, pages.to).map((f) => (
          <PanelBoundary key={f.id}>
            <ScoreCard fixture={f} timeZone={timeZone} />
          </PanelBoundary>
        ))}
      </div>
    </Paged>
  );
}
