-- A wallboard that shows a league's or division's top players (public.leaderboard, top ten).
alter type public.wallboard_type add value if not exists 'top_players' before 'playlist';
