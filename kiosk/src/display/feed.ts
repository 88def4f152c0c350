// The shape the display renders, and a tolerant reader for GET /api/wallboards/{id}/feed.
// The reader accepts both nested ({ homeTeam: { name } }) and flat (homeTeamName) names so the
// display keeps working while the API's feed schema settles.

export type WallboardType =
  'live_scores' | 'fixtures' | 'league_table' | 'sponsors' | 'now_playing' | 'playlist';
export type FrameWinner = 'home' | 'away' | 'na';
export type FixtureStatus = 'scheduled' | 'in_play' | 'final';

export interface FeedFrame {
  id: number;
  frameNo: number;
  winner: FrameWinner;
}
export interface FeedFixture {
  id: number;
  divisionId: number;
  venueId: number;
  kickoffAt: string;
  status: FixtureStatus;
  homeTeamName: string;
  awayTeamName: string;
  venueName: string;
  frames: FeedFrame[];
}
export interface FeedStanding {
  teamId: number;
  teamName: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  framesFor: number;
  framesAgainst: number;
  points: number;
}
export interface FeedSponsor {
  id: number;
  name: string;
  imageUrl: string | null;
  videoUrl: string | null;
  weight: number;
  activeFrom: string | null;
  activeTo: string | null;
}
export interface PlaylistItem {
  wallboardId: number;
  durationSeconds: number;
}
export interface FeedWallboard {
  id: number;
  name: string;
  type: WallboardType;
  venueId: number | null;
  divisionId: number | null;
  leagueId: number | null;
  playlist: PlaylistItem[];
}
export interface Feed {
  wallboard: FeedWallboard;
  fixtures: FeedFixture[];
  standings: FeedStanding[];
  sponsors: FeedSponsor[];
}

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (v && typeof v === 'object' ? (v as Loose) : {});
const num = (v: unknown, d = 0): number =>
  typeof v === 'number' ? v : v == null || v === '' ? d : Number(v) || d;
const optNum = (v: unknown): number | null => (v == null ? null : Number(v));
const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : v == null ? d : String(v));
const optStr = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const nameOf = (flat: unknown, nested: unknown): string => str(flat ?? obj(nested).name);

function readFixture(raw: unknown): FeedFixture {
  const f = obj(raw);
  return {
    id: num(f.id),
    divisionId: num(f.divisionId),
    venueId: num(f.venueId),
    kickoffAt: str(f.kickoffAt),
    status: str(f.status, 'scheduled') as FixtureStatus,
    homeTeamName: nameOf(f.homeTeamName, f.homeTeam),
    awayTeamName: nameOf(f.awayTeamName, f.awayTeam),
    venueName: nameOf(f.venueName, f.venue),
    frames: list(f.frames)
      .map((fr) => {
        const o = obj(fr);
        const winner = o.winner === 'home' || o.winner === 'away' ? o.winner : 'na';
        return { id: num(o.id), frameNo: num(o.frameNo), winner } as FeedFrame;
      })
      .sort((a, b) => a.frameNo - b.frameNo),
  };
}

function readStanding(raw: unknown): FeedStanding {
  const s = obj(raw);
  return {
    teamId: num(s.teamId),
    teamName: nameOf(s.teamName, s.team),
    played: num(s.played),
    won: num(s.won),
    drawn: num(s.drawn),
    lost: num(s.lost),
    framesFor: num(s.framesFor),
    framesAgainst: num(s.framesAgainst),
    points: num(s.points),
  };
}

function readSponsor(raw: unknown): FeedSponsor {
  const s = obj(raw);
  return {
    id: num(s.id ?? s.sponsorId),
    name: str(s.name),
    imageUrl: optStr(s.imageUrl),
    videoUrl: optStr(s.videoUrl),
    weight: Math.max(1, num(s.weight, 1)),
    activeFrom: optStr(s.activeFrom),
    activeTo: optStr(s.activeTo),
  };
}

export function readFeed(raw: unknown): Feed {
  const r = obj(raw);
  const w = obj(r.wallboard);
  return {
    wallboard: {
      id: num(w.id),
      name: str(w.name),
      type: str(w.type, 'live_scores') as WallboardType,
      venueId: optNum(w.venueId),
      divisionId: optNum(w.divisionId),
      leagueId: optNum(w.leagueId),
      playlist: list(w.playlist).map((p) => ({
        wallboardId: num(obj(p).wallboardId),
        durationSeconds: Math.max(1, num(obj(p).durationSeconds, 30)),
      })),
    },
    fixtures: list(r.fixtures).map(readFixture),
    standings: list(r.standings).map(readStanding),
    sponsors: list(r.sponsors).map(readSponsor),
  };
}
