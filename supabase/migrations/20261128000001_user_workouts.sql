-- The rider's own workouts (issue 34.3): written in the editor's text syntax, kept on the device
-- and synced like the results. Unlike a result, a workout is edited in place: the app pushes each
-- edit as an upsert that merges into the same row, and the newer updated_at wins
-- (keep_newest_result), so an older edit from another device never replaces a newer one.
--   name           what the rider calls it; trimmed, 1–80 characters.
--   text           the steps in the editor's syntax (the source of truth: exports and the chart
--                  are computed from it on the device); 1–10,000 characters.
--   total_seconds  the editor's total time, for the list (a workout of six hours at most).
-- Keyed by (user_id, id), as ride summaries are since 20261126000002. The app draws the id at
-- random, but it travels in the editor's address (/treinos/editor?id=…), which a rider may share:
-- keyed by id alone, someone holding the address of a workout saved offline could push a row
-- under that id first, and the owner's own push would then be refused (the update would fall on
-- the other rider's row), and a refused or accepted insert would tell anyone whether the id is
-- taken. Per rider, no answer depends on another rider's rows. The app's push names the key:
-- on_conflict=user_id,id.
create table public.user_workouts (
  id uuid not null default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (name = btrim(name) and char_length(name) between 1 and 80),
  text text not null check (char_length(text) between 1 and 10000),
  total_seconds integer not null check (total_seconds between 1 and 21600),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_workouts_pkey primary key (user_id, id)
);

create index user_workouts_user_id_updated_at_idx
  on public.user_workouts (user_id, updated_at desc);

-- The same rules as the results: a device clock ahead is the server's now (clamp_future_times
-- sorts before keep_newest, so the stale-write rule compares the clamped time), a stale write
-- never replaces a newer row, owners only, nothing for anonymous callers.
create trigger clamp_future_times before insert or update on public.user_workouts
  for each row execute function public.clamp_future_times();
create trigger keep_newest before update on public.user_workouts
  for each row execute function public.keep_newest_result();

alter table public.user_workouts enable row level security;

create policy "user_workouts: owners read" on public.user_workouts
  for select to authenticated using (user_id = (select auth.uid()));
create policy "user_workouts: owners insert" on public.user_workouts
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "user_workouts: owners update" on public.user_workouts
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "user_workouts: owners delete" on public.user_workouts
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.user_workouts from anon, authenticated;
grant select, insert, update, delete on table public.user_workouts to authenticated;
grant all on table public.user_workouts to service_role;
