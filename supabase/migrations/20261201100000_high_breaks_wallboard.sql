-- Issue 29: a wallboard that shows a league's or division's high breaks (public.high_breaks()).
alter type public.wallboard_type add value if not exists 'high_breaks';
