-- Development seed: the three demo accounts (ADR 0006 "demo accounts"), password pedalar123.
--   admin@borapedalar.test        admin
--   organizador@borapedalar.test  organizer
--   atleta@borapedalar.test       visitor
--
-- Accounts are created through the auth API, never by SQL, so that passwords are hashed by one piece
-- of code: the local server (supabase/local/seed.ts) signs the three accounts up when they are missing
-- and then runs this file, which gives them their roles. Sign-up always makes visitors, so roles can
-- only come from here, from the admin RPCs or from the service role. A hosted project never runs it.

update public.profiles
set user_type = 'admin', updated_at = now()
where email = 'admin@borapedalar.test' and user_type <> 'admin';

update public.profiles
set user_type = 'organizer', updated_at = now()
where email = 'organizador@borapedalar.test' and user_type <> 'organizer';

update public.profiles
set user_type = 'visitor', updated_at = now()
where email = 'atleta@borapedalar.test' and user_type <> 'visitor';
