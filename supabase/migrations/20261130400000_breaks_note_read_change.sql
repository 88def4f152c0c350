-- Breaks (issue 29) are shown by anonymous reads (a league's high breaks, a player's statistics), so
-- their changes empty the anonymous-read cache like every such table's (issue 30,
-- supabase/schemas/live.sql; tests/db/read-change-triggers.test.ts).
create trigger breaks_note_read_change after insert or update or delete on public.breaks
  for each row execute function public.note_read_change();
