// Fixed data for the web screen stories, shaped as the /api returns it (core/schemas).
import type { Account, Me } from '@core/schemas/account.ts';

const at = '2026-11-01T10:00:00.000Z';

export const leagues = [
  { id: 1, name: 'Winter League', season: '2026/27', createdBy: null, settings: {}, createdAt: at },
  { id: 2, name: 'Summer Cup', season: '2027', createdBy: null, settings: {}, createdAt: at },
];
export const divisions = [
  { id: 1, leagueId: 1, name: 'Premier', sortOrder: 1, createdAt: at },
  { id: 2, leagueId: 1, name: 'Division One', sortOrder: 2, createdAt: at },
  { id: 3, leagueId: 2, name: 'Open', sortOrder: 0, createdAt: at },
];
export const teams = [
  {
    id: 1,
    name: 'Red Lions',
    captainUserId: '7d0c1a52-1a4e-4a8e-9a53-6f1c2f0a9b11',
    captainName: 'Rita Lyons',
    createdAt: at,
  },
  { id: 2, name: 'Cue Ballers', captainUserId: null, captainName: null, createdAt: at },
  {
    id: 3,
    name: 'Pocket Rockets',
    captainUserId: '0e6d2b7a-3c1f-4d5e-8f9a-1b2c3d4e5f60',
    captainName: null,
    createdAt: at,
  },
];
export const divisionTeams = [
  { id: 1, divisionId: 1, teamId: 1, seed: 0, createdAt: at },
  { id: 2, divisionId: 1, teamId: 2, seed: 0, createdAt: at },
];
export const players = [
  {
    id: 1,
    userId: null,
    userName: null,
    fullName: 'Alice Archer',
    nickname: 'Ace',
    createdAt: at,
    teamIds: [1],
    teamNames: ['Red Lions'],
  },
  {
    id: 2,
    userId: '5b1f3a1c-8a4e-4c1e-9d2b-0c9f1e2d3a4b',
    userName: 'Bobby B',
    fullName: 'Bob Brown',
    nickname: null,
    createdAt: at,
    teamIds: [2],
    teamNames: ['Cue Ballers'],
  },
  {
    id: 3,
    userId: null,
    userName: null,
    fullName: 'Cara Cole',
    nickname: null,
    createdAt: at,
    teamIds: [],
    teamNames: [],
  },
  {
    id: 4,
    userId: null,
    userName: null,
    fullName: 'Dan Dale',
    nickname: 'Double D',
    createdAt: at,
    teamIds: [],
    teamNames: [],
  },
];
export const venues = [
  { id: 1, name: 'The Crown', address: '1 High Street, Leeds', logoUrl: null, tableCount: 1, createdAt: at },
  { id: 2, name: 'Old Hall', address: null, logoUrl: null, tableCount: 0, createdAt: at },
];
export const fixtures = [
  {
    id: 1,
    divisionId: 1,
    homeTeamId: 1,
    awayTeamId: 2,
    venueId: 1,
    tableId: 1,
    kickoffAt: '2027-01-07T19:30:00.000Z',
    status: 'scheduled',
    createdAt: at,
  },
  {
    id: 2,
    divisionId: 1,
    homeTeamId: 2,
    awayTeamId: 1,
    venueId: 2,
    tableId: null,
    kickoffAt: '2026-12-03T19:30:00.000Z',
    status: 'final',
    createdAt: at,
  },
  {
    id: 3,
    divisionId: 1,
    homeTeamId: 1,
    awayTeamId: 2,
    venueId: 1,
    tableId: null,
    kickoffAt: '2027-01-14T19:30:00.000Z',
    status: 'postponed',
    createdAt: at,
  },
  {
    id: 4,
    divisionId: 1,
    homeTeamId: 2,
    awayTeamId: 1,
    venueId: 2,
    tableId: null,
    kickoffAt: '2026-11-26T19:30:00.000Z',
    status: 'final',
    forfeit: 'home',
    createdAt: at,
  },
];
const frame = (frameNo: number, homePlayerId: number, awayPlayerId: number, winner: string) => ({
  id: frameNo,
  fixtureId: 1,
  frameNo,
  homePlayerId,
  awayPlayerId,
  winner,
  enteredByName: null,
  createdAt: at,
  updatedAt: at,
});
/** Fixture 1's frames so far. */
export const frames = [frame(1, 1, 2, 'home'), frame(2, 3, 4, 'away'), frame(3, 1, 4, 'home')];

export const sponsors = [
  {
    id: 1,
    name: 'Acme Cues',
    imageUrl: null,
    videoUrl: 'https://cdn.example.com/acme.mp4',
    clickUrl: 'https://acme.example.com/',
    weight: 5,
    activeFrom: null,
    activeTo: null,
    tags: ['cues', 'pool'],
    createdAt: at,
  },
  {
    id: 2,
    name: 'Chalk & Co',
    imageUrl: null,
    videoUrl: 'https://cdn.example.com/chalk.mp4',
    clickUrl: null,
    weight: 1,
    activeFrom: '2099-01-01T00:00:00.000Z',
    activeTo: null,
    tags: [],
    createdAt: at,
  },
  {
    id: 3,
    name: 'Old Brew',
    imageUrl: null,
    videoUrl: 'https://cdn.example.com/brew.mp4',
    clickUrl: null,
    weight: 2,
    activeFrom: null,
    activeTo: '2020-01-01T00:00:00.000Z',
    tags: ['drinks'],
    createdAt: at,
  },
];
export const wallboards = [
  {
    id: 1,
    name: 'Bar TV',
    type: 'league_table',
    leagueId: 1,
    venueId: null,
    divisionId: 1,
    theme: {},
    playlist: [],
    isPublic: true,
    showQr: true,
    countUnpairedImpressions: false,
    signedToken: null,
    createdAt: at,
  },
  {
    id: 2,
    name: 'Sponsor Loop',
    type: 'sponsors',
    leagueId: null,
    venueId: null,
    divisionId: null,
    theme: {},
    playlist: [],
    isPublic: false,
    showQr: false,
    countUnpairedImpressions: false,
    signedToken: null,
    createdAt: at,
  },
];
export const transfers = [
  {
    id: 1,
    playerId: 1,
    fromTeamId: 1,
    toTeamId: 2,
    requestedAt: at,
    approvedAt: null,
    status: 'pending',
    requestedByName: 'Rita Lyons',
    decidedByName: null,
  },
  {
    id: 2,
    playerId: 2,
    fromTeamId: 2,
    toTeamId: 3,
    requestedAt: at,
    approvedAt: at,
    status: 'approved',
    requestedByName: null,
    decidedByName: 'Olive Organiser',
  },
];

/** GET /api/users: one page of accounts as organisers see them on /people. */
export const accounts: Account[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'organiser@example.com',
    displayName: 'Olive Organiser',
    confirmedAt: at,
    lastSignInAt: '2026-11-22T18:45:00.000Z',
    roles: [{ role: 'organiser', teamId: null }],
    playerId: null,
  },
  {
    id: '5b1f3a1c-8a4e-4c1e-9d2b-0c9f1e2d3a4b',
    email: 'bob@example.com',
    displayName: 'Bob Brown',
    confirmedAt: at,
    lastSignInAt: '2026-11-20T19:30:00.000Z',
    roles: [
      { role: 'captain', teamId: 1 },
      { role: 'player', teamId: null },
    ],
    playerId: 2,
  },
  {
    id: '9a7e3c55-2b0d-4f7a-8c61-3d4e5f607182',
    email: 'newcomer@example.com',
    displayName: null,
    confirmedAt: null,
    lastSignInAt: null,
    roles: [],
    playerId: null,
  },
];

/** GET /api/me: a player linked to a record, on a team, with a match coming up. */
export const me: Me = {
  id: '5b1f3a1c-8a4e-4c1e-9d2b-0c9f1e2d3a4b',
  email: 'bob@example.com',
  displayName: 'Bob Brown',
  roles: [{ role: 'player', teamId: null }],
  player: { id: 2, fullName: 'Bob Brown' },
  team: { id: 1, name: 'Red Lions' },
  nextMatch: {
    fixtureId: 1,
    scheduledAt: '2027-01-07T19:30:00.000Z',
    homeTeamName: 'Red Lions',
    awayTeamName: 'Cue Ballers',
    venueName: 'The Crown',
  },
  canCreateOrganisations: false,
};
