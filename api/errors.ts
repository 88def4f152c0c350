// One error path for the API: typed errors, Postgres SQLSTATEs mapped to HTTP, and the JSON shape
// { code, message, fields? }. SQL, constraint internals and stacks never reach the client.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiDeps } from './context.ts';
import { consoleLogger } from './logger.ts';

export type Fields = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Fields,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Fields) =>
  new ApiError(400, 'invalid_input', message, fields);
export const notAuthenticated = () => new ApiError(401, 'not_authenticated', 'Not authenticated');
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const notFound = (what: string) => new ApiError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, fields?: Fields) => new ApiError(409, 'conflict', message, fields);

interface PgError {
  code?: string;
  message?: string;
  constraint?: string;
  detail?: string;
}

/** Unique keys and checks, as a user would read them, and the form field they belong to. */
const constraints: Record<string, [field: string, message: string]> = {
  venue_tables_unique_code_key: ['uniqueCode', 'Unique code already exists'],
  venue_tables_url_slug_key: ['urlSlug', 'URL slug already exists'],
  wallboards_signed_token_key: ['signedToken', 'Signed token already exists'],
  division_teams_division_team_key: ['teamId', 'Team is already in this division'],
  wallboard_sponsors_wallboard_sponsor_key: ['sponsorId', 'Sponsor is already assigned to this wallboard'],
  frames_fixture_frame_no_key: ['frameNo', 'Frame number already exists for this fixture'],
  standings_division_team_key: ['teamId', 'Standing already exists for this team'],
  team_players_one_active_entry: ['playerId', 'Player is already on this team'],
  user_roles_user_role_team_key: ['role', 'User already has this role'],
  players_one_per_account: ['userId', 'That account is already linked to another player'],
  sponsor_impressions_client_id_key: ['clientId', 'Impression already recorded'],
  sponsors_image_or_video: ['imageUrl', 'At least one of Image URL or Video URL is required'],
  sponsors_active_to_after_active_from: ['activeTo', 'Active To date must be after Active From date'],
  sponsors_weight_range: ['weight', 'Weight must be between 1 and 10'],
  fixtures_teams_differ: ['awayTeamId', 'Away Team must be different from Home Team'],
  transfers_teams_differ: ['toTeamId', 'To Team must be different from From Team'],
  transfer_windows_closes_after_opens: ['closesAt', 'Closes At date must be after Opens At date'],
  frames_frame_no_positive: ['frameNo', 'Frame No must be a positive whole number'],
  frames_home_player_on_roster: [
    'homePlayerId',
    "Home Player is not on the home team's roster at this fixture's date",
  ],
  frames_away_player_on_roster: [
    'awayPlayerId',
    "Away Player is not on the away team's roster at this fixture's date",
  ],
  frames_home_player_is_entrant: ['homePlayerId', 'Home Player must be the home entrant of this cup match'],
  frames_away_player_is_entrant: ['awayPlayerId', 'Away Player must be the away entrant of this cup match'],
  // Frame details and breaks (supabase/schemas/frames.sql, breaks.sql); '' keeps the database's own words.
  frames_points_off: ['homePoints', 'This league does not record frame points'],
  frames_points_pair: ['awayPoints', 'Home Points and Away Points are sent together'],
  frames_points_range: ['homePoints', 'Points must be whole numbers from 0 to 500'],
  frames_points_below_breaks: ['homePoints', "Points must be at least the frame's breaks"],
  frames_winner_follows_points: ['winner', 'Winner must follow from the frame points'],
  frames_racks_off: ['homeRacks', 'This league does not play races'],
  frames_racks_pair: ['awayRacks', 'Home Racks and Away Racks are sent together'],
  frames_racks_need_race: ['homeRacks', 'This frame has no race'],
  frames_racks_within_race: ['homeRacks', 'A race score must end at the race length'],
  frames_race_one_winner: ['homeRacks', 'Only one side can reach its race'],
  frames_race_fixed: ['homeRace', 'The race is fixed when the frame is made'],
  frames_winner_follows_racks: ['winner', 'Winner must follow from the race score'],
  frames_event_off: ['event', 'This league does not record frame events'],
  frames_event_known: ['event', 'Event must be dish, golden_break or whitewash'],
  frames_event_needs_winner: ['event', 'An event needs a winner'],
  breaks_off: ['value', 'This league does not record breaks'],
  breaks_below_threshold: ['value', ''],
  breaks_value_range: ['value', 'Value must be at most 147, or 155 with a free ball'],
  breaks_player_in_frame: ['playerId', 'Player must be a player of this frame'],
  breaks_within_points: ['value', "A break cannot be more than the player's frame points"],
  user_roles_captain_has_team: ['teamId', 'Team is required for the captain role'],
  cup_entries_cup_team_key: ['teamId', 'Team is already in this cup'],
  cup_entries_cup_player_key: ['playerId', 'Player is already in this cup'],
  user_roles_organiser_has_no_team: ['teamId', 'The organiser role is not scoped to a team'],
  user_roles_organiser_has_organisation: [
    'organisationId',
    'Organisation is required for the organiser role',
  ],
};

const acrossOrganisations =
  /^(?:breaks|cup_entries|cup_matches|cups|division_teams|divisions|fixtures|frames|invitations|league_histories|leagues|screen_schedule_slots|screens|sponsor_impressions|standings|team_players|teams|transfer_windows|transfers|user_roles|venue_tables|wallboard_sponsors|wallboards)_([a-z_]+_id)_organisation_fkey$/;

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
const label = (column: string) => {
  const words = column.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Maps a database error to an ApiError; anything unexpected becomes undefined (a 500). */
export function fromDbError(error: PgError): ApiError | undefined {
  const known = error.constraint ? constraints[error.constraint] : undefined;
  const column = /Key \(([a-z_]+)/.exec(error.detail ?? '')?.[1];
  switch (error.code) {
    case '23505': {
      const [field, message] = known ?? [
        camel(column ?? 'value'),
        `${label(column ?? 'value')} already exists`,
      ];
      return conflict(message, { [field]: [message] });
    }
    case '23503': {
      // A delete blocked by rows still pointing here is a conflict; a reference to nothing is bad input.
      if (/still referenced/.test(error.detail ?? '')) {
        return conflict('It is still used by other records; remove those first');
      }
      // A reference to another organisation's row: <table>_<column>_organisation_fkey
      // (supabase/schemas/organisations.sql) names the column.
      const across = acrossOrganisations.exec(error.constraint ?? '')?.[1];
      if (across) {
        const message = `${label(across)} belongs to another organisation`;
        return badRequest(message, { [camel(across)]: [message] });
      }
      const field = camel(column ?? 'id');
      const message = `${label(column ?? 'record')} does not exist`;
      return badRequest(message, { [field]: [message] });
    }
    case '23514':
    case '23502': {
      // Every name column's check is <column>_one_line (20261127020000_names_one_line.sql).
      const oneLine = /^([a-z_]+)_one_line$/.exec(error.constraint ?? '')?.[1];
      if (oneLine) {
        const message = `${label(oneLine)} must not contain line breaks or other control characters`;
        return badRequest(message, { [camel(oneLine)]: [message] });
      }
      const [field, fixed] = known ?? [camel(column ?? 'value'), 'Invalid value'];
      const message = fixed || (error.message ?? 'Invalid value');
      return badRequest(message, { [field]: [message] });
    }
    case '22001':
      return badRequest('A value is too long');
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return badRequest('A value is not valid');
    case '42501': {
      const plain = error.message && !/^(permission denied|new row violates)/.test(error.message);
      return forbidden(plain ? error.message! : 'You do not have permission to do this');
    }
    case 'P0002':
      return new ApiError(404, 'not_found', error.message ?? 'Not found');
    case 'P0001':
      return conflict(error.message ?? 'Conflict');
    default:
      return undefined;
  }
}

export function errorBody(error: ApiError) {
  return { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
}

// The database is down or restarting (connection refused, shut down, or dropped mid-query): the
// request may be retried, so it is a 503 with Retry-After rather than a 500.
const unavailableCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
]);
const unavailableMessage =
  /connection terminated|not queryable|ECONNREFUSED|ECONNRESET|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as (PgError & { errors?: unknown[] }) | undefined;
  if (!e || typeof e !== 'object') return false;
  if (e.code && unavailableCodes.has(e.code)) return true;
  if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true; // AggregateError
  return unavailableMessage.test(e.message ?? '');
}

/** app.onError: the one place an error becomes a response. */
export function handleError(error: unknown, c: Context) {
  const api = error instanceof ApiError ? error : fromDbError(error as PgError);
  if (api) return c.json(errorBody(api), api.status);
  if (isDatabaseUnavailable(error)) {
    c.header('Retry-After', '5');
    const message = 'The database is unavailable. Try again shortly.';
    return c.json({ code: 'service_unavailable', message }, 503);
  }
  const logger = (c.get('deps') as ApiDeps | undefined)?.logger ?? consoleLogger;
  logger.error({ err: error, method: c.req.method, path: c.req.path }, 'api: unexpected error');
  return c.json({ code: 'internal', message: 'Internal server error' }, 500);
}
