-- Sponsor impressions count from paired screens (README "Impressions"). A public wallboard's address
-- can be opened by anyone, so what an unpaired display (a browser on /kiosk/?wallboard=, the web's
-- /wallboards/{id}) reports counts only on a wallboard whose organiser asked for it, as for a venue
-- whose TVs are never paired. Off unless an organiser turns it on; POST /api/impressions applies it
-- (api/routes/impressions.ts).
alter table public.wallboards add column count_unpaired_impressions boolean not null default false;
