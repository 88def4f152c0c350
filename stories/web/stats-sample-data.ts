// Fixed statistics for the player, team and leaderboard stories, shaped as the /api returns them.
import type { LeaderboardRow, PlayerHistory, PlayerStats, TeamStats } from '@core/schemas/stats.ts';
import { HttpError } from '@/lib/api.ts';

export const notFound = new HttpError(404, { message: 'Player not found', code: 'not_found' });

export const aliceStats: PlayerStats = {
  playerId: 1,
  framesPlayed: 4,
  framesWon: 3,
  framesLost: 1,
  winPct: 75,
  matchesPlayed: 2,
  form: ['L', 'W', 'W', 'W'],
  streak: 'L1',
  home: { played: 3, won: 3 },
  away: { played: 1, won: 0 },
  rating: 513.36,
  ratingFrames: 3,
  provisional: true,
};

export const newcomerStats: PlayerStats = {
  ...aliceStats,
  framesPlayed: 0,
  framesWon: 0,
  framesLost: 0,
  winPct: 0,
  matchesPlayed: 0,
  form: [],
  streak: null,
  home: { played: 0, won: 0 },
  away: { played: 0, won: 0 },
  rating: 500,
  ratingFrames: 0,
};

/** The frame details of a league in the default format: nothing recorded, nothing shown (issue 29). */
export const noFrameDetails = {
  highBreak: null,
  centuries: 0,
  dishes: 0,
  goldenBreaks: 0,
  whitewashes: 0,
  framePointsFor: 0,
  framePointsAgainst: 0,
  recorded: { breaks: false, points: false, events: false },
};

/** A snooker league's: breaks and frame points recorded. */
export const snookerFrameDetails = {
  ...noFrameDetails,
  highBreak: 112,
  centuries: 2,
  framePointsFor: 684,
  framePointsAgainst: 402,
  recorded: { breaks: true, points: true, events: false },
};

/** A pool league's: dishes, golden breaks and whitewashes recorded. */
export const poolFrameDetails = {
  ...noFrameDetails,
  dishes: 3,
  goldenBreaks: 1,
  whitewashes: 2,
  recorded: { breaks: false, points: false, events: true },
};

export const aliceHistory: PlayerHistory = {
  team: { id: 1, name: 'Red Lions' },
  ratings: [
    { at: '2027-01-07T19:30:00.000Z', rating: 516 },
    { at: '2027-01-07T19:30:00.000Z', rating: 532 },
    { at: '2027-01-14T19:30:00.000Z', rating: 513.36 },
  ],
  recentFrames: [
    {
      frameId: 6,
      fixtureId: 2,
      kickoffAt: '2027-01-14T19:30:00.000Z',
      opponentId: 2,
      opponentName: 'Bob Brown',
      won: false,
    },
    {
      frameId: 3,
      fixtureId: 1,
      kickoffAt: '2027-01-07T19:30:00.000Z',
      opponentId: 4,
      opponentName: 'Dan Dale',
      won: true,
    },
    {
      frameId: 1,
      fixtureId: 1,
      kickoffAt: '2027-01-07T19:30:00.000Z',
      opponentId: 2,
      opponentName: 'Bob Brown',
      won: true,
    },
  ],
};

export const redStats: TeamStats = {
  teamId: 1,
  matchesPlayed: 3,
  won: 2,
  drawn: 0,
  lost: 1,
  framesFor: 11,
  framesAgainst: 4,
  home: { played: 2, won: 2, drawn: 0, lost: 0 },
  away: { played: 1, won: 0, drawn: 0, lost: 1 },
  form: ['L', 'W', 'W'],
  cleanSweeps: 1,
  biggestWin: {
    fixtureId: 1,
    opponentTeamId: 2,
    kickoffAt: '2027-01-07T19:30:00.000Z',
    home: true,
    framesFor: 5,
    framesAgainst: 0,
  },
};

export const emptyTeamStats: TeamStats = {
  ...redStats,
  matchesPlayed: 0,
  won: 0,
  lost: 0,
  framesFor: 0,
  framesAgainst: 0,
  home: { played: 0, won: 0, drawn: 0, lost: 0 },
  away: { played: 0, won: 0, drawn: 0, lost: 0 },
  form: [],
  cleanSweeps: 0,
  biggestWin: null,
};

export const redRoster = [
  { id: 1, teamId: 1, playerId: 1, joinedAt: '2026-11-01T10:00:00.000Z', leftAt: null, isActive: true },
  { id: 2, teamId: 1, playerId: 3, joinedAt: '2026-11-01T10:00:00.000Z', leftAt: null, isActive: true },
];

const row = (
  position: number,
  playerId: number,
  name: string,
  over: Partial<PlayerStats>,
): LeaderboardRow => ({
  ...aliceStats,
  ...over,
  playerId,
  position,
  name,
  teamId: playerId % 2 ? 1 : 2,
});

export const leaderboardRows: LeaderboardRow[] = [
  row(1, 3, 'Cara Cole', {
    rating: 612.4,
    ratingFrames: 30,
    provisional: false,
    winPct: 70,
    framesWon: 21,
    framesPlayed: 30,
  }),
  row(2, 1, 'Alice Archer', {}),
  row(3, 2, 'Bob Brown', { rating: 486.2, winPct: 40, framesWon: 2, framesPlayed: 5, framesLost: 3 }),
];
