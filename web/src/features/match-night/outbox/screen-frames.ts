// What the scorer sees: the server's frames with every change still waiting in the outbox applied
// on top, so a tap shows at once and survives a reload while offline.
import { pointsWinner, raceScoreValid, raceWinner } from '@core/rules/frame-details.ts';
import type { FrameEvent, FrameWinner } from '@core/schemas/enums.ts';
import type { Frame } from '@core/schemas/frame.ts';
import type { Queued } from './changes.ts';

export interface ScreenFrame {
  /** Stable across the temp id -> server id swap, so the row is not re-mounted. */
  rowKey: string;
  /** The server id, or the negative temp id of a frame not yet created on the server. */
  id: number;
  frameNo: number;
  homePlayerId: number | null;
  awayPlayerId: number | null;
  winner: FrameWinner;
  /** Who the server says last set its players or winner (display name), if known. */
  enteredByName: string | null;
  homePoints: number | null;
  awayPoints: number | null;
  homeRacks: number | null;
  awayRacks: number | null;
  homeRace: number | null;
  awayRace: number | null;
  event: FrameEvent | null;
  /** Breaks entered on this phone still waiting to be sent. */
  waitingBreaks: { playerId: number; value: number }[];
  /** A change to this frame is still waiting to be sent. */
  pending: boolean;
}

export interface ScreenMatch {
  frames: ScreenFrame[];
  /** Complete Match was pressed and waits in the outbox. */
  completing: boolean;
}

export function screenMatch(
  fixtureId: number,
  serverFrames: readonly Frame[],
  queue: readonly Queued[],
  ids: Readonly<Record<string, number>>,
): ScreenMatch {
  const tempOf = new Map(Object.entries(ids).map(([temp, real]) => [real, Number(temp)]));
  const frames: ScreenFrame[] = [...serverFrames]
    .sort((a, b) => a.frameNo - b.frameNo || a.id - b.id)
    .map((f) => ({
      rowKey: tempOf.has(f.id) ? `t${tempOf.get(f.id)}` : `f${f.id}`,
      id: f.id,
      frameNo: f.frameNo,
      homePlayerId: f.homePlayerId,
      awayPlayerId: f.awayPlayerId,
      winner: f.winner,
      // A copy kept offline from before frames carried it has no such field.
      enteredByName: f.enteredByName ?? null,
      ...detailsOf(f),
      waitingBreaks: [],
      pending: false,
    }));
  let completing = false;
  for (const change of queue) {
    if (change.fixtureId !== fixtureId) continue;
    if (change.kind === 'complete') completing = true;
    else if (change.kind === 'add-frame') {
      const real = ids[change.tempId];
      if (real !== undefined && frames.some((f) => f.id === real)) continue;
      frames.push({
        rowKey: `t${change.tempId}`,
        id: real ?? change.tempId,
        // The server numbers it count + 1 when the change replays; this is the same rule.
        frameNo: frames.length + 1,
        homePlayerId: null,
        awayPlayerId: null,
        winner: 'na',
        enteredByName: null,
        ...detailsOf({}),
        waitingBreaks: [],
        pending: true,
      });
    } else {
      const target = ids[change.frameId] ?? change.frameId;
      const frame = frames.find((f) => f.id === target || f.id === change.frameId);
      if (!frame) continue;
      if (change.kind === 'set-frame') Object.assign(frame, { [change.field]: change.value });
      else if (change.kind === 'add-break') frame.waitingBreaks.push(change);
      else {
        Object.assign(frame, change.details);
        frame.winner = winnerOf(frame);
      }
      frame.pending = true;
    }
  }
  return { frames, completing };
}

/** A frame's details from the server (a copy kept offline from before they existed has none). */
function detailsOf(f: Partial<Frame>) {
  return {
    homePoints: f.homePoints ?? null,
    awayPoints: f.awayPoints ?? null,
    homeRacks: f.homeRacks ?? null,
    awayRacks: f.awayRacks ?? null,
    homeRace: f.homeRace ?? null,
    awayRace: f.awayRace ?? null,
    event: f.event ?? null,
  };
}

/** The winner the database will derive from waiting racks or points (core's rules), else as shown. */
function winnerOf(f: ScreenFrame): FrameWinner {
  const { homeRacks, awayRacks, homeRace, awayRace, homePoints, awayPoints } = f;
  if (homeRacks !== null && awayRacks !== null && homeRace !== null && awayRace !== null) {
    const score = { homeRacks, awayRacks, homeRace, awayRace };
    return raceScoreValid(score) ? raceWinner(score) : f.winner;
  }
  if (homePoints !== null && awayPoints !== null) return pointsWinner(homePoints, awayPoints);
  return f.winner;
}

/** The words shown if the server refuses a change: which frame, which field, which value. */
export function describeChange(
  change:
    | { kind: 'add-frame' | 'complete' }
    | { kind: 'set-frame'; field: string; value: unknown }
    | { kind: 'set-details'; details: Record<string, unknown> }
    | { kind: 'add-break'; playerId: number; value: number },
  frameNo: number | undefined,
  playerName: (id: number) => string,
): string {
  if (change.kind === 'add-break')
    return `Frame ${frameNo}: break ${change.value} by ${playerName(change.playerId)}`;
  if (change.kind === 'set-details') {
    const d = change.details;
    if ('homePoints' in d) return `Frame ${frameNo}: points ${d.homePoints ?? '-'}–${d.awayPoints ?? '-'}`;
    if ('homeRacks' in d) return `Frame ${frameNo}: racks ${d.homeRacks ?? '-'}–${d.awayRacks ?? '-'}`;
    return `Frame ${frameNo}: ${d.event === 'dish' ? 'dish' : d.event ? String(d.event).replace('_', ' ') : 'no event'}`;
  }
  if (change.kind !== 'set-frame')
    return change.kind === 'add-frame' ? `Add frame ${frameNo}` : 'Complete match';
  const { field, value } = change;
  if (field === 'winner') {
    const word = value === 'home' ? 'Home' : value === 'away' ? 'Away' : 'N/A';
    return `Frame ${frameNo}: winner ${word}`;
  }
  const side = field === 'homePlayerId' ? 'home' : 'away';
  const who = typeof value === 'number' ? playerName(value) : 'Not set';
  return `Frame ${frameNo}: ${side} player ${who}`;
}
