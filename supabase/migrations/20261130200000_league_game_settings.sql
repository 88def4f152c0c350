-- Issue 29: a league's game, match format (frames or race-to rubbers), frame points, break threshold,
-- frame events and handicap join its default settings. Each default keeps today's behaviour; a
-- league whose settings lack one reads the default (league_setting()).
-- The settings a league starts with; league_setting() falls back to them for a value a league lacks.
-- core/schemas/league.ts holds the same values (tests/db/rpc-standings.test.ts ties them).
create or replace function public.default_league_settings() returns jsonb
    language sql immutable parallel safe
    set search_path to ''
    as $$
  select '{"format":"round_robin","points":{"win":3,"draw":1,"loss":0,"per_frame":1},"bonus":{"clean_sweep":2},"leaderboard":{"min_frames":5},"frames_per_match":5,"forfeit_frames":null,"require_confirmation":false,"tiebreakers":["frame_difference","frames_for","name"],"match_length_minutes":180,"game":"eight_ball","match_format":"frames","race_to":3,"frame_points":false,"break_threshold":0,"frame_events":false,"handicap":"none","handicap_starts":{}}'::jsonb
$$;
