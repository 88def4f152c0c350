-- The settings a league starts with, all together: 20261124003100_match_life.sql added the match rules
-- and 20261124006000_fixture_calendar.sql the match length, each to the defaults it knew.
-- core/schemas/league.ts holds the same values (tests/db/rpc-standings.test.ts ties them).
create or replace function public.default_league_settings() returns jsonb
language sql immutable parallel safe
set search_path = ''
as $$
  select '{"format":"round_robin","points":{"win":3,"draw":1,"loss":0,"per_frame":1},"bonus":{"clean_sweep":2},"leaderboard":{"min_frames":5},"frames_per_match":5,"forfeit_frames":null,"require_confirmation":false,"tiebreakers":["frame_difference","frames_for","name"],"match_length_minutes":180}'::jsonb
$$;
