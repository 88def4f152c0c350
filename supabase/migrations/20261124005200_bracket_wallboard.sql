-- A wallboard that shows the bracket of its league's most recently drawn cup (docs/cups.md).
alter type public.wallboard_type add value if not exists 'bracket' before 'playlist';
