-- A wallboard may show a QR code to its division's (or league's) public page, so people in the venue
-- can follow on their phones. Off unless an organiser turns it on.
alter table public.wallboards add column show_qr boolean not null default false;
