-- How a top_players wallboard ranks its players: by rating (the default) or by win percentage, as
-- public.leaderboard's metric. Null (older rows, other types) ranks by rating.
alter table public.wallboards add column ranking text default 'rating'
  constraint wallboards_ranking_known check (ranking in ('rating', 'win_pct'));
