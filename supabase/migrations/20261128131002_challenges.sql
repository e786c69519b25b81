-- Challenges (issue 42): goals riders reach with the rides the app already reads.
--
-- challenges: made by an organizer or an admin (an organizer's may be tied to one of their own
-- events); anyone reads them. The columns the clients and tests agree on:
--   title            trimmed, 3–120 characters; description plain text ≤ 5,000 (shown as text)
--   kind / goal      distance (km) | climbing (m) | moving_time (hours) | rides (how many) |
--                    gran_fondo (km in one ride) | streak_weeks (weeks in a row, Monday to Sunday,
--                    with at least one ride); goal > 0 and within what a year of riding can be
--   starts_on/ends_on  days on Brasília's calendar, both included; ends on or after it starts and
--                    within a year of it; one the app creates or edits has not ended
--   indoor_counts    whether field tests and trainer workouts (rides marked indoor) count
--   slug             made once from the title and the id, never changed (the shared address)
--
-- challenge_participants: one row per rider who joined, written by join_challenge /
-- leave_challenge / set_challenge_leaderboard. A rider reads their own; nobody reads another's.
-- on_leaderboard is off until the rider turns it on (per challenge).
--
-- Progress, one definition (features/challenges/progress.ts computes the same on the device): the
-- rider's ride summaries that started inside the window (Brasília's calendar), after they joined
-- and not after now, none longer than 7 days; one ride per start minute (UTC), the fuller summary
-- kept (distance, then moving time, then climbing), indoor when any of that minute's was; indoor
-- rides only when the challenge counts them. challenge_leaderboard returns, for the riders who
-- chose to appear, a name and a total: never a ride, a route, a file or a time of day.
--
-- Refusals (SQLSTATE, message): 42501 not signed in / not allowed; BP027 'Desafio não
-- encontrado.'; BP028 the challenge has ended; BP029 already joined; BP030 not joined;
-- 23514 (check) for every bound of the columns.

-- Which summaries were ridden indoors (a field test, a trainer workout: the app marks them), and
-- the session's name for those (the ride's page shows it).
alter table public.user_ride_summaries
  add column indoor boolean not null default false,
  add column session_name text check (char_length(session_name) between 1 and 120);

create table public.challenges (
  id uuid primary key default gen_random_uuid(),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  event_id uuid references public.events (id) on delete set null,
  slug text not null unique
    check (char_length(slug) between 1 and 140 and slug ~ '^[a-z0-9-]+$'),
  title text not null check (title = btrim(title) and char_length(title) between 3 and 120),
  description text not null default '' check (char_length(description) <= 5000),
  kind text not null check (kind in
    ('distance', 'climbing', 'moving_time', 'rides', 'gran_fondo', 'streak_weeks')),
  goal numeric(9, 1) not null check (goal > 0),
  starts_on date not null,
  ends_on date not null,
  indoor_counts boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint challenges_goal_within_a_year check (goal <= case kind
    when 'distance' then 100000
    when 'climbing' then 1000000
    when 'moving_time' then 5000
    when 'rides' then 5000
    when 'gran_fondo' then 2000
    else 53 end),
  constraint challenges_whole_counts check (kind not in ('rides', 'streak_weeks') or goal = trunc(goal)),
  constraint challenges_ends_after_start check (ends_on >= starts_on),
  constraint challenges_within_a_year check (ends_on < starts_on + interval '1 year')
);

create index challenges_ends_on_idx on public.challenges (ends_on);

create function public.challenges_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  from_app boolean := coalesce((select auth.role()), '') in ('anon', 'authenticated');
  today date := (now() at time zone 'America/Sao_Paulo')::date;
begin
  if tg_op = 'INSERT' then
    new.id := coalesce(new.id, gen_random_uuid());
    new.slug := public.event_slug(new.title, new.id);
  else
    new.id := old.id;
    new.slug := old.slug;
    new.created_by := old.created_by;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  if from_app and new.ends_on < today then
    raise exception 'O desafio precisa terminar hoje ou depois.' using errcode = '23514';
  end if;
  if from_app and new.event_id is not null and not public.is_admin() and not exists (
    select 1 from public.events e
    where e.id = new.event_id and e.organizer_id = (select auth.uid())
  ) then
    raise exception 'Ligue o desafio a um evento seu.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger challenges_before_write before insert or update on public.challenges
  for each row execute function public.challenges_before_write();

alter table public.challenges enable row level security;

create policy "challenges: anyone reads" on public.challenges
  for select to anon, authenticated using (true);
create policy "challenges: organizers create their own" on public.challenges
  for insert to authenticated
  with check (created_by = (select auth.uid()) and (select public.is_organizer()));
create policy "challenges: the creator or an admin edits" on public.challenges
  for update to authenticated
  using (created_by = (select auth.uid()) or (select public.is_admin()))
  with check (created_by = (select auth.uid()) or (select public.is_admin()));
create policy "challenges: the creator or an admin deletes" on public.challenges
  for delete to authenticated
  using (created_by = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.challenges from anon, authenticated;
grant select on table public.challenges to anon, authenticated;
grant insert (event_id, title, description, kind, goal, starts_on, ends_on, indoor_counts)
  on table public.challenges to authenticated;
grant update (event_id, title, description, kind, goal, starts_on, ends_on, indoor_counts)
  on table public.challenges to authenticated;
grant delete on table public.challenges to authenticated;
grant all on table public.challenges to service_role;

create table public.challenge_participants (
  challenge_id uuid not null references public.challenges (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  on_leaderboard boolean not null default false,
  primary key (challenge_id, user_id)
);

create index challenge_participants_user_id_idx on public.challenge_participants (user_id);

alter table public.challenge_participants enable row level security;

create policy "challenge_participants: riders read their own" on public.challenge_participants
  for select to authenticated using (user_id = (select auth.uid()));

revoke all on table public.challenge_participants from anon, authenticated;
grant select on table public.challenge_participants to authenticated;
grant all on table public.challenge_participants to service_role;

-- The challenge, read past RLS by the functions below; 'Desafio não encontrado.' when missing.
create function public.challenge_by_id(target uuid)
returns public.challenges
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  found public.challenges;
begin
  select * into found from public.challenges where id = target;
  if found.id is null then
    raise exception 'Desafio não encontrado.' using errcode = 'BP027';
  end if;
  return found;
end;
$$;

revoke execute on function public.challenge_by_id(uuid) from public, anon, authenticated;

create function public.join_challenge(challenge_id uuid, on_leaderboard boolean default false)
returns public.challenge_participants
language plpgsql
security definer
set search_path = ''
as $$
declare
  rider uuid := (select auth.uid());
  target public.challenges;
  joined public.challenge_participants;
begin
  if rider is null then
    raise exception 'Entre na sua conta para participar.' using errcode = '42501';
  end if;
  target := public.challenge_by_id(join_challenge.challenge_id);
  if target.ends_on < (now() at time zone 'America/Sao_Paulo')::date then
    raise exception 'Este desafio já terminou.' using errcode = 'BP028';
  end if;
  insert into public.challenge_participants (challenge_id, user_id, on_leaderboard)
  values (target.id, rider, coalesce(join_challenge.on_leaderboard, false))
  on conflict do nothing
  returning * into joined;
  if joined.challenge_id is null then
    raise exception 'Você já participa deste desafio.' using errcode = 'BP029';
  end if;
  return joined;
end;
$$;

create function public.leave_challenge(challenge_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  rider uuid := (select auth.uid());
begin
  if rider is null then
    raise exception 'Entre na sua conta para continuar.' using errcode = '42501';
  end if;
  delete from public.challenge_participants p
  where p.challenge_id = leave_challenge.challenge_id and p.user_id = rider;
  if not found then
    raise exception 'Você não participa deste desafio.' using errcode = 'BP030';
  end if;
end;
$$;

create function public.set_challenge_leaderboard(challenge_id uuid, visible boolean)
returns public.challenge_participants
language plpgsql
security definer
set search_path = ''
as $$
declare
  rider uuid := (select auth.uid());
  changed public.challenge_participants;
begin
  if rider is null then
    raise exception 'Entre na sua conta para continuar.' using errcode = '42501';
  end if;
  update public.challenge_participants p set on_leaderboard = coalesce(visible, false)
  where p.challenge_id = set_challenge_leaderboard.challenge_id and p.user_id = rider
  returning * into changed;
  if changed.challenge_id is null then
    raise exception 'Você não participa deste desafio.' using errcode = 'BP030';
  end if;
  return changed;
end;
$$;

-- A rider's total for a challenge, by the rules above (the device's progress.ts, in SQL).
create function public.challenge_total(target public.challenges, rider uuid, joined timestamptz)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  with candidates as (
    select s.ride_started_at, s.distance_m, s.moving_seconds, s.elevation_gain_m, s.indoor,
      date_trunc('minute', s.ride_started_at at time zone 'UTC') as minute
    from public.user_ride_summaries s
    where s.user_id = rider
      and s.ride_started_at >= joined
      and s.ride_started_at <= now()
      and s.elapsed_seconds <= 7 * 86400
      and (s.ride_started_at at time zone 'America/Sao_Paulo')::date
        between target.starts_on and target.ends_on
  ),
  rides as (
    select distinct on (minute) ride_started_at, distance_m, moving_seconds, elevation_gain_m,
      bool_or(indoor) over (partition by minute) as indoor
    from candidates
    order by minute, distance_m desc, moving_seconds desc, elevation_gain_m desc
  ),
  counted as (
    select * from rides where target.indoor_counts or not indoor
  ),
  weeks as (
    select distinct date_trunc('week', ride_started_at at time zone 'America/Sao_Paulo')::date
      as week
    from counted
  ),
  runs as (
    select count(*) as weeks
    from (select week - (row_number() over (order by week) * 7)::integer as run from weeks) w
    group by run
  )
  select round(case target.kind
    when 'distance' then (select coalesce(sum(distance_m), 0) / 1000.0 from counted)
    when 'climbing' then (select coalesce(sum(elevation_gain_m), 0) from counted)
    when 'moving_time' then (select coalesce(sum(moving_seconds), 0) / 3600.0 from counted)
    when 'rides' then (select count(*) from counted)
    when 'gran_fondo' then (select coalesce(max(distance_m), 0) / 1000.0 from counted)
    else (select coalesce(max(weeks), 0) from runs)
  end, 6);
$$;

revoke execute on function public.challenge_total(public.challenges, uuid, timestamptz)
  from public, anon, authenticated;

-- The riders who chose to appear: place, name and total, highest first.
create function public.challenge_leaderboard(challenge_id uuid)
returns table (place bigint, name text, total numeric, reached boolean)
language sql
stable
security definer
set search_path = ''
as $$
  with target as (
    select * from public.challenge_by_id(challenge_leaderboard.challenge_id)
  ),
  totals as (
    select coalesce(nullif(btrim(pr.full_name), ''), 'Ciclista') as rider_name,
      public.challenge_total(t, p.user_id, p.joined_at) as rider_total,
      t.goal as target_goal
    from target t
    join public.challenge_participants p on p.challenge_id = t.id and p.on_leaderboard
    join public.profiles pr on pr.id = p.user_id
  )
  select rank() over (order by rider_total desc), rider_name, rider_total,
    rider_total >= target_goal
  from totals
  order by rider_total desc, rider_name
  limit 100;
$$;

revoke execute on function public.join_challenge(uuid, boolean) from public;
revoke execute on function public.leave_challenge(uuid) from public;
revoke execute on function public.set_challenge_leaderboard(uuid, boolean) from public;
revoke execute on function public.challenge_leaderboard(uuid) from public;
grant execute on function public.join_challenge(uuid, boolean) to authenticated, service_role;
grant execute on function public.leave_challenge(uuid) to authenticated, service_role;
grant execute on function public.set_challenge_leaderboard(uuid, boolean)
  to authenticated, service_role;
grant execute on function public.challenge_leaderboard(uuid) to anon, authenticated, service_role;
