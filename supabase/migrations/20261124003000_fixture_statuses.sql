-- A match that cannot be played on its night: postponed (to be rescheduled) or void (never to be
-- played). Neither counts for standings or statistics. The values get their own migration because
-- Postgres refuses a new enum value in the transaction that adds it (20261124003100 uses them).
alter type public.fixture_status add value if not exists 'postponed';
alter type public.fixture_status add value if not exists 'void';
