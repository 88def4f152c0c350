// The typed /api client used by web, kiosk and CLI: the one place that knows paths, methods and shapes.
import type { FeedFixture, WallboardFeed } from '../schemas/feed.ts';
import type { Fixture, FixtureBulk, FixtureCreate, FixtureUpdate } from '../schemas/fixture.ts';
import type { Frame, FrameCreate, FrameUpdate } from '../schemas/frame.ts';
import type { LeagueHistory } from '../schemas/history.ts';
import type { ImpressionBatch, ImpressionResult } from '../schemas/impression.ts';
import type { League, LeagueCreate, LeagueUpdate } from '../schemas/league.ts';
import type {
  Division,
  DivisionCreate,
  DivisionTeam,
  DivisionTeamCreate,
  DivisionUpdate,
} from '../schemas/division.ts';
import type { LiveTopic } from '../schemas/live.ts';
import type { Player, PlayerCreate, PlayerUpdate } from '../schemas/player.ts';
import type { RoleGrant, UserRole } from '../schemas/role.ts';
import type { RosterCreate, RosterEntry } from '../schemas/roster.ts';
import type { Sponsor, SponsorCreate, SponsorUpdate } from '../schemas/sponsor.ts';
import type { Standing } from '../schemas/standing.ts';
import type { Team, TeamCreate, TeamUpdate } from '../schemas/team.ts';
import type {
  Transfer,
  TransferCreate,
  TransferUpdate,
  TransferWindow,
  TransferWindowCreate,
} from '../schemas/transfer.ts';
import type {
  Venue,
  VenueCreate,
  VenueTable,
  VenueTableCreate,
  VenueTableUpdate,
  VenueUpdate,
} from '../schemas/venue.ts';
import type { Wallboard, WallboardCreate, WallboardSponsor, WallboardUpdate } from '../schemas/wallboard.ts';
import { buildUrl, createHttp, type HttpOptions, type Request, type RequestOptions } from './http.ts';

export { HttpError } from './http-error.ts';
export type { HttpOptions as ApiClientOptions, RequestOptions } from './http.ts';
export type { FeedFixture };

type Write = Pick<RequestOptions, 'idempotencyKey' | 'signal'>;

/** list/get/create/update/remove for a resource at `path`. */
function resource<T, C, U>(request: Request, path: string) {
  return {
    list: (query?: RequestOptions['query']) => request<T[]>('GET', path, { query }),
    get: (id: number) => request<T>('GET', `${path}/${id}`),
    create: (input: C, o?: Write) => request<T>('POST', path, { body: input, ...o }),
    update: (id: number, input: U, o?: Write) => request<T>('PATCH', `${path}/${id}`, { body: input, ...o }),
    remove: (id: number, o?: Write) => request<void>('DELETE', `${path}/${id}`, o),
  };
}

export interface RoleGrantResult {
  userId: string;
  roles: UserRole[];
}

export interface LiveOptions {
  topics?: LiveTopic[];
  fixtureId?: number;
  divisionId?: number;
  wallboardId?: number;
  /** EventSource cannot send headers, so a signed-in stream carries its token in the query. */
  accessToken?: string | null;
}

export function createApiClient(options: HttpOptions) {
  const request = createHttp(options);
  return {
    request,
    userRoles: {
      get: (userId: string) => request<UserRole[]>('GET', `/user-roles/${encodeURIComponent(userId)}`),
      grant: (grant: RoleGrant) => request<RoleGrantResult>('POST', '/user-roles', { body: grant }),
      revoke: (grant: RoleGrant) => request<RoleGrantResult>('DELETE', '/user-roles', { body: grant }),
    },
    leagues: {
      ...resource<League, LeagueCreate, LeagueUpdate>(request, '/leagues'),
      histories: (id: number) => request<LeagueHistory[]>('GET', `/leagues/${id}/histories`),
      snapshot: (id: number, o?: Write) => request<LeagueHistory>('POST', `/leagues/${id}/histories`, o),
    },
    divisions: {
      ...resource<Division, DivisionCreate, DivisionUpdate>(request, '/divisions'),
      list: (query?: { leagueId?: number }) => request<Division[]>('GET', '/divisions', { query }),
      teams: (id: number) => request<DivisionTeam[]>('GET', `/divisions/${id}/teams`),
      addTeam: (id: number, input: DivisionTeamCreate, o?: Write) =>
        request<DivisionTeam>('POST', `/divisions/${id}/teams`, { body: input, ...o }),
      removeTeam: (id: number, teamId: number, o?: Write) =>
        request<void>('DELETE', `/divisions/${id}/teams/${teamId}`, o),
    },
    teams: {
      ...resource<Team, TeamCreate, TeamUpdate>(request, '/teams'),
      roster: (id: number) => request<RosterEntry[]>('GET', `/teams/${id}/players`),
      addPlayer: (id: number, input: RosterCreate, o?: Write) =>
        request<RosterEntry>('POST', `/teams/${id}/players`, { body: input, ...o }),
      removePlayer: (id: number, entryId: number, o?: Write) =>
        request<RosterEntry>('DELETE', `/teams/${id}/players/${entryId}`, o),
    },
    players: resource<Player, PlayerCreate, PlayerUpdate>(request, '/players'),
    transfers: {
      list: () => request<Transfer[]>('GET', '/transfers'),
      create: (input: TransferCreate, o?: Write) =>
        request<Transfer>('POST', '/transfers', { body: input, ...o }),
      decide: (id: number, input: TransferUpdate, o?: Write) =>
        request<Transfer>('PATCH', `/transfers/${id}`, { body: input, ...o }),
    },
    transferWindows: {
      list: (query?: { leagueId?: number }) =>
        request<TransferWindow[]>('GET', '/transfer-windows', { query }),
      create: (input: TransferWindowCreate, o?: Write) =>
        request<TransferWindow>('POST', '/transfer-windows', { body: input, ...o }),
      remove: (id: number, o?: Write) => request<void>('DELETE', `/transfer-windows/${id}`, o),
    },
    fixtures: {
      ...resource<Fixture, FixtureCreate, FixtureUpdate>(request, '/fixtures'),
      list: (query?: { divisionId?: number }) => request<Fixture[]>('GET', '/fixtures', { query }),
      bulk: (input: FixtureBulk, o?: Write) =>
        request<Fixture[]>('POST', '/fixtures/bulk', { body: input, ...o }),
      frames: (id: number) => request<Frame[]>('GET', `/fixtures/${id}/frames`),
      addFrame: (id: number, input: FrameCreate = {}, o?: Write) =>
        request<Frame>('POST', `/fixtures/${id}/frames`, { body: input, ...o }),
    },
    frames: {
      get: (id: number) => request<Frame>('GET', `/frames/${id}`),
      update: (id: number, input: FrameUpdate, o?: Write) =>
        request<Frame>('PATCH', `/frames/${id}`, { body: input, ...o }),
      remove: (id: number, o?: Write) => request<void>('DELETE', `/frames/${id}`, o),
    },
    standings: {
      list: (query?: { divisionId?: number }) => request<Standing[]>('GET', '/standings', { query }),
    },
    venues: {
      ...resource<Venue, VenueCreate, VenueUpdate>(request, '/venues'),
      tables: (id: number) => request<VenueTable[]>('GET', `/venues/${id}/tables`),
      addTable: (id: number, input: VenueTableCreate, o?: Write) =>
        request<VenueTable>('POST', `/venues/${id}/tables`, { body: input, ...o }),
      updateTable: (id: number, tableId: number, input: VenueTableUpdate, o?: Write) =>
        request<VenueTable>('PATCH', `/venues/${id}/tables/${tableId}`, { body: input, ...o }),
      removeTable: (id: number, tableId: number, o?: Write) =>
        request<void>('DELETE', `/venues/${id}/tables/${tableId}`, o),
    },
    sponsors: resource<Sponsor, SponsorCreate, SponsorUpdate>(request, '/sponsors'),
    wallboards: {
      ...resource<Wallboard, WallboardCreate, WallboardUpdate>(request, '/wallboards'),
      feed: (id: number, query?: { tz?: string }) =>
        request<WallboardFeed>('GET', `/wallboards/${id}/feed`, { query }),
      sponsors: (id: number) => request<WallboardSponsor[]>('GET', `/wallboards/${id}/sponsors`),
      addSponsor: (id: number, sponsorId: number, o?: Write) =>
        request<WallboardSponsor>('POST', `/wallboards/${id}/sponsors`, { body: { sponsorId }, ...o }),
      removeSponsor: (id: number, sponsorId: number, o?: Write) =>
        request<void>('DELETE', `/wallboards/${id}/sponsors/${sponsorId}`, o),
    },
    impressions: {
      record: (input: ImpressionBatch) => request<ImpressionResult>('POST', '/impressions', { body: input }),
    },
    /** The URL of GET /api/live for an EventSource. */
    liveUrl: (o: LiveOptions = {}) =>
      buildUrl(options.baseUrl, '/live', {
        topics: o.topics?.join(','),
        fixtureId: o.fixtureId,
        divisionId: o.divisionId,
        wallboardId: o.wallboardId,
        access_token: o.accessToken,
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
