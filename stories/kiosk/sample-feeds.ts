// Fixed wallboard feeds for the kiosk stories: no network, the same props the display gets live.
import type { FrameWinner, WallboardType } from '../../core/schemas/enums.ts';
import type { DisplayFixture, Feed } from '../../kiosk/src/display/feed.ts';

const frames = (winners: FrameWinner[]) =>
  winners.map((winner, i) => ({ id: i + 1, frameNo: i + 1, winner }));
const today = (h: number, m = 0, addDays = 0) => {
  const d = new Date();
  d.setDate(d.getDate() + addDays);
  d.setHours(h, m, 0, 0);
  return d.toISOString();
};

export const fixtures: DisplayFixture[] = [
  {
    id: 1,
    divisionId: 1,
    venueId: 1,
    kickoffAt: today(19, 30),
    status: 'in_play',
    homeTeamName: 'Red Lions',
    awayTeamName: 'Cue Ballers',
    venueName: 'The Crown',
    frames: frames(['home', 'away', 'home', 'na', 'na']),
  },
  {
    id: 2,
    divisionId: 1,
    venueId: 2,
    kickoffAt: today(20, 0),
    status: 'in_play',
    homeTeamName: 'Pocket Rockets',
    awayTeamName: 'Black Ball Club',
    venueName: 'Corner Pocket',
    frames: frames(['away', 'away', 'home']),
  },
];

export const upcoming: DisplayFixture[] = [
  { ...fixtures[0], id: 3, status: 'scheduled', kickoffAt: today(19, 30, 1), frames: [] },
  { ...fixtures[1], id: 4, status: 'scheduled', kickoffAt: today(20, 0, 1), frames: [] },
  {
    ...fixtures[0],
    id: 5,
    status: 'scheduled',
    kickoffAt: today(19, 45, 8),
    homeTeamName: 'Cue Ballers',
    awayTeamName: 'Red Lions',
    frames: [],
  },
];

/** Upcoming fixtures with a match that is off: postponed and void show in place of the time. */
export const upcomingWithOff: DisplayFixture[] = [
  upcoming[0],
  { ...upcoming[1], status: 'postponed' },
  { ...upcoming[2], status: 'void' },
];

export const standings = [
  {
    teamId: 1,
    teamName: 'Red Lions',
    played: 6,
    won: 4,
    drawn: 1,
    lost: 1,
    framesFor: 30,
    framesAgainst: 18,
    points: 43,
    position: 1,
  },
  {
    teamId: 2,
    teamName: 'Cue Ballers',
    played: 6,
    won: 4,
    drawn: 0,
    lost: 2,
    framesFor: 28,
    framesAgainst: 20,
    points: 40,
    position: 2,
  },
  {
    teamId: 3,
    teamName: 'Pocket Rockets',
    played: 6,
    won: 2,
    drawn: 1,
    lost: 3,
    framesFor: 22,
    framesAgainst: 26,
    points: 29,
    position: 3,
  },
  {
    teamId: 4,
    teamName: 'Black Ball Club',
    played: 6,
    won: 1,
    drawn: 0,
    lost: 5,
    framesFor: 16,
    framesAgainst: 32,
    points: 19,
    position: 4,
  },
];

const svg = (text: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="100%" height="100%" fill="${colour}"/><text x="50%" y="55%" font-size="160" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`,
  )}`;

export const sponsors = [
  {
    id: 1,
    name: 'Acme Cues',
    imageUrl: svg('Acme Cues', '#1d4ed8'),
    videoUrl: null,
    weight: 3,
    activeFrom: null,
    activeTo: null,
  },
  { id: 2, name: 'Chalk & Co', imageUrl: null, videoUrl: null, weight: 1, activeFrom: null, activeTo: null },
];

const player = (position: number, name: string, teamName: string, rating: number, provisional = false) => ({
  position,
  name,
  teamName,
  framesPlayed: provisional ? 6 : 40 - position * 2,
  winPct: Math.round((80 - position * 4.3) * 10) / 10,
  rating,
  provisional,
});

export const topPlayers = [
  player(1, 'Ronnie Sullivan', 'Red Lions', 1642.5),
  player(2, 'Judd Trumpington', 'Cue Ballers', 1611.25),
  player(3, 'Mark Selbourne', 'Pocket Rockets', 1588),
  player(4, 'Kyren Wilde', 'Black Ball Club', 1570.75, true),
  player(5, 'Shaun Murphey', 'Red Lions', 1556),
  player(6, 'Neil Robertshaw', 'Cue Ballers', 1540.5),
  player(7, 'John Higginbottom', 'Pocket Rockets', 1529),
  player(8, 'Ali Carterton', 'Black Ball Club', 1517.25),
  player(9, 'Luca Brecelj', 'Red Lions', 1508, true),
  player(10, 'Ding Junhui', 'Cue Ballers', 1500.5),
];

/** The longest names a league could hold, to show they are cut, not wrapped or spilled. */
export const topPlayersLongNames = topPlayers.map((p, i) => ({
  ...p,
  name: i % 2 ? `${p.name}-Featherstonehaugh-Cholmondeley` : p.name,
  teamName: `${p.teamName} Snooker & Pool Social Club Second Team`,
}));

/** A league's ten highest breaks, as the API ranks them: equal breaks share a position. */
export const highBreaks = [
  [1, 'Ronnie Sullivan', 'Red Lions', 147],
  [2, 'Judd Trumpington', 'Cue Ballers', 134],
  [3, 'Mark Selbourne', 'Pocket Rockets', 112],
  [4, 'Kyren Wilde', 'Black Ball Club', 100],
  [5, 'Shaun Murphey', 'Red Lions', 87],
  [5, 'Neil Robertshaw', 'Cue Ballers', 87],
  [7, 'John Higginbottom', 'Pocket Rockets', 72],
  [8, 'Ali Carterton', 'Black Ball Club', 64],
  [9, 'Luca Brecelj', 'Red Lions', 58],
  [10, 'Ding Junhui', 'Cue Ballers', 51],
].map(([position, name, teamName, value]) => ({
  position: Number(position),
  name: String(name),
  teamName: String(teamName),
  value: Number(value),
  century: Number(value) >= 100,
}));

/** The longest names a league could hold, to show they are cut, not wrapped or spilled. */
export const highBreaksLongNames = highBreaks.map((b, i) => ({
  ...b,
  name: i % 2 ? `${b.name}-Featherstonehaugh-Cholmondeley` : b.name,
  teamName: `${b.teamName} Snooker & Pool Social Club Second Team`,
}));

export function feedOf(
  type: WallboardType,
  name: string,
  data: Partial<Omit<Feed, 'wallboard'>> = {},
  playlist: Feed['wallboard']['playlist'] = [],
): Feed {
  return {
    wallboard: { id: 1, name, type, venueId: 1, divisionId: 1, leagueId: 1, playlist },
    leagueName: 'Winter League',
    venueName: null,
    timeZone: 'Europe/London',
    fixtures: [],
    standings: [],
    sponsors: [],
    ...data,
  };
}
