-- Ride summaries (issue 23): the figures 'Análise de Pedal' shows for one ride file, kept for a
-- signed-in rider and synced like the calculators' results. The file itself, its GPS track and its
-- samples never leave the device: only these figures do. History, like FTP: one row per ride.
-- Power columns are null for a ride without power data, heart-rate ones for a ride without a strap,
-- the FTP-based ones (estimate, IF, TSS, time in power zones) for a ride shorter than 20 minutes.
-- Bounds are sanity limits, not judgements: whatever the app computes from a real file passes
-- (a ride of weeks, a power meter that died early and left an FTP of 5 W and an IF of 6, a
-- 6000 W spike). FIT stores power in 16 bits and heart rate in 8; every figure is whole but IF.
create table public.user_ride_summaries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  ride_started_at timestamptz not null,
  file_format text not null check (file_format in ('fit', 'gpx', 'tcx')),
  elapsed_seconds integer not null check (elapsed_seconds >= 60),
  moving_seconds integer not null check (moving_seconds >= 0),
  distance_m integer not null check (distance_m >= 0),
  elevation_gain_m integer not null check (elevation_gain_m >= 0),
  avg_power integer check (avg_power between 0 and 65535),
  max_power integer check (max_power between 0 and 65535),
  normalized_power integer check (normalized_power between 0 and 65535),
  best_5s_power integer check (best_5s_power between 0 and 65535),
  best_1min_power integer check (best_1min_power between 0 and 65535),
  best_5min_power integer check (best_5min_power between 0 and 65535),
  best_20min_power integer check (best_20min_power between 0 and 65535),
  best_60min_power integer check (best_60min_power between 0 and 65535),
  ftp_estimate integer check (ftp_estimate between 1 and 65535),
  intensity_factor numeric check (intensity_factor >= 0),
  tss integer check (tss >= 0),
  power_z1_seconds integer check (power_z1_seconds >= 0),
  power_z2_seconds integer check (power_z2_seconds >= 0),
  power_z3_seconds integer check (power_z3_seconds >= 0),
  power_z4_seconds integer check (power_z4_seconds >= 0),
  power_z5_seconds integer check (power_z5_seconds >= 0),
  power_z6_seconds integer check (power_z6_seconds >= 0),
  power_z7_seconds integer check (power_z7_seconds >= 0),
  max_hr integer check (max_hr between 1 and 255),
  avg_hr integer check (avg_hr between 1 and 255),
  best_20min_hr integer check (best_20min_hr between 1 and 255),
  hr_z1_seconds integer check (hr_z1_seconds >= 0),
  hr_z2_seconds integer check (hr_z2_seconds >= 0),
  hr_z3_seconds integer check (hr_z3_seconds >= 0),
  hr_z4_seconds integer check (hr_z4_seconds >= 0),
  hr_z5_seconds integer check (hr_z5_seconds >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_ride_summaries_moving_within_elapsed check (moving_seconds <= elapsed_seconds)
);

create index user_ride_summaries_user_id_created_at_idx
  on public.user_ride_summaries (user_id, created_at desc);

-- The same rules as the other results: a device clock ahead is the server's now, a stale write
-- never replaces a newer row, owners only, nothing for anonymous callers.
create trigger clamp_future_times before insert or update on public.user_ride_summaries
  for each row execute function public.clamp_future_times();
create trigger keep_newest before update on public.user_ride_summaries
  for each row execute function public.keep_newest_result();

alter table public.user_ride_summaries enable row level security;

create policy "user_ride_summaries: owners read" on public.user_ride_summaries
  for select to authenticated using (user_id = (select auth.uid()));
create policy "user_ride_summaries: owners insert" on public.user_ride_summaries
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "user_ride_summaries: owners update" on public.user_ride_summaries
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "user_ride_summaries: owners delete" on public.user_ride_summaries
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.user_ride_summaries from anon, authenticated;
grant select, insert, update, delete on table public.user_ride_summaries to authenticated;
grant all on table public.user_ride_summaries to service_role;
