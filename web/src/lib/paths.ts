// Every route path of the web app, in one place.
export const paths = {
  home: '/',
  leagues: '/leagues',
  teams: '/teams',
  players: '/players',
  divisions: '/divisions',
  fixtures: '/fixtures',
  transfers: '/transfers',
  matchNight: '/match-night',
  venues: '/venues',
  sponsors: '/sponsors',
  wallboards: '/wallboards',
  wallboard: (id: number | string) => `/wallboards/${id}`,
  authCallback: '/auth/callback',
  divisionsOf: (leagueId: number) => `/divisions?leagueId=${leagueId}`,
  teamsOf: (divisionId: number) => `/teams?divisionId=${divisionId}`,
  matchNightFor: (fixtureId: number) => `/match-night?fixtureId=${fixtureId}`,
} as const;
