-- One account, one player: a player record is linked to at most one account and an account to at
-- most one player, so "my team" and "my next match" have one answer. The API turns a second link
-- into 409 "That account is already linked to another player" (api/errors.ts).
-- Only organisers link or re-link: the policy "Players can edit their own player record" already
-- requires the linked user to stay linked (with check user_id = auth.uid()), so no trigger is needed
-- (tests/db/players-link.test.ts).

-- A database linked twice before this rule keeps each account's oldest link, so the upgrade cannot
-- fail; the audit log records the unlinking as "system".
update public.players p set user_id = null
where p.user_id is not null
  and exists (select 1 from public.players o where o.user_id = p.user_id and o.id < p.id);

-- Replaces the plain index on players(user_id): the unique one serves the same lookups.
create unique index players_one_per_account on public.players (user_id) where user_id is not null;
drop index if exists public.players_user_id_idx;
