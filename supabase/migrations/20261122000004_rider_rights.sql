-- Rider profile, account rights (LGPD, Lei 13.709/2018 art. 18) and organizer requests (issue 13).
--
-- New error codes (PostgREST answers 42501 with 403, the others with 400):
--   BP002  the caller is the last admin (account deletion; also used by demote_admin)
--   BP005  the caller is already an organizer or an admin
--   BP006  the caller already has a pending organizer request
--   BP007  no organizer request with that id
--   BP008  the organizer request was already reviewed

-- The rider's own data, one row per user, saved offline first and synced like the one-row results
-- (same envelope: a client-generated id, user_id, created_at, updated_at; newer updated_at wins
-- through keep_newest_result). Bounds are the calculators' (weight and height as IMC's).
create table public.athlete_profiles (
  id uuid not null default gen_random_uuid() unique,
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  birth_year integer check (birth_year between 1900 and 2200),
  sex text check (sex in ('masculino', 'feminino')),
  weight_kg numeric check (weight_kg between 30 and 300),
  height_cm numeric check (height_cm between 100 and 250),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.athlete_profiles is
  'One per user, own row only. Age from birth_year must be 1 to 120 (checked by a trigger).';

-- A CHECK may not depend on the date, so the age bound (1 to 120 in the current year) is a trigger.
create function public.check_athlete_age()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  age integer;
begin
  if new.birth_year is not null then
    age := extract(year from now())::integer - new.birth_year;
    if age < 1 or age > 120 then
      raise exception 'Ano de nascimento inválido: a idade deve estar entre 1 e 120 anos.'
        using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;

revoke execute on function public.check_athlete_age() from public, anon, authenticated;

create trigger check_age before insert or update on public.athlete_profiles
  for each row execute function public.check_athlete_age();
create trigger keep_newest before update on public.athlete_profiles
  for each row execute function public.keep_newest_result();

alter table public.athlete_profiles enable row level security;

create policy "athlete_profiles: owners read" on public.athlete_profiles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "athlete_profiles: owners insert" on public.athlete_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "athlete_profiles: owners update" on public.athlete_profiles
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "athlete_profiles: owners delete" on public.athlete_profiles
  for delete to authenticated using (user_id = (select auth.uid()));

revoke all on table public.athlete_profiles from anon, authenticated;
grant select, insert, update, delete on table public.athlete_profiles to authenticated;
grant all on table public.athlete_profiles to service_role;

-- Requests to become an organizer: written only by the two functions below.
create table public.organizer_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now(),
  reviewed_at timestamptz,
  reviewed_by uuid references auth.users (id) on delete set null
);

create unique index organizer_requests_one_pending_idx
  on public.organizer_requests (user_id) where status = 'pending';
create index organizer_requests_status_created_idx
  on public.organizer_requests (status, created_at);

alter table public.organizer_requests enable row level security;

create policy "organizer_requests: owners read their own, admins read all"
  on public.organizer_requests for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

revoke all on table public.organizer_requests from anon, authenticated;
grant select on table public.organizer_requests to authenticated;
grant all on table public.organizer_requests to service_role;

-- 'Solicitar Upgrade para Organizador': one pending request per participant.
create function public.request_organizer_upgrade()
returns public.organizer_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_type text;
  result public.organizer_requests;
begin
  if caller is null then
    raise exception 'Entre na sua conta para solicitar o upgrade.' using errcode = '42501';
  end if;
  select user_type into caller_type from public.profiles where id = caller for update;
  if caller_type in ('organizer', 'admin') then
    raise exception 'Sua conta já é de organizador.' using errcode = 'BP005';
  end if;
  if exists (
    select 1 from public.organizer_requests where user_id = caller and status = 'pending'
  ) then
    raise exception 'Você já tem uma solicitação pendente.' using errcode = 'BP006';
  end if;
  insert into public.organizer_requests (user_id) values (caller) returning * into result;
  return result;
end;
$$;

revoke execute on function public.request_organizer_upgrade() from public, anon;
grant execute on function public.request_organizer_upgrade() to authenticated, service_role;

-- An admin approves (the participant becomes an organizer) or refuses a pending request.
create function public.review_organizer_request(request_id uuid, approve boolean)
returns public.organizer_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.organizer_requests;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem analisar solicitações.' using errcode = '42501';
  end if;
  select * into request from public.organizer_requests where id = request_id for update;
  if not found then
    raise exception 'Solicitação não encontrada' using errcode = 'BP007';
  end if;
  if request.status <> 'pending' then
    raise exception 'Esta solicitação já foi analisada' using errcode = 'BP008';
  end if;
  update public.organizer_requests
  set status = case when approve then 'approved' else 'rejected' end,
      reviewed_at = now(),
      reviewed_by = (select auth.uid())
  where id = request_id
  returning * into request;
  if approve then
    -- Never demotes: an admin who asked stays an admin.
    update public.profiles
    set user_type = 'organizer', updated_at = now()
    where id = request.user_id and user_type = 'visitor';
  end if;
  return request;
end;
$$;

revoke execute on function public.review_organizer_request(uuid, boolean) from public, anon;
grant execute on function public.review_organizer_request(uuid, boolean)
  to authenticated, service_role;

-- 'Excluir minha conta': the auth user goes, and with it, by cascade, the profile, every result,
-- the athlete profile and the organizer requests. The last admin must hand over first.
create function public.delete_my_account()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  admins integer;
begin
  if caller is null then
    raise exception 'Entre na sua conta para excluí-la.' using errcode = '42501';
  end if;
  if public.is_admin() then
    select count(*) into admins
    from (select 1 from public.profiles where user_type = 'admin' for update) locked;
    if admins <= 1 then
      raise exception
        'Você é o último administrador: promova outro administrador antes de excluir sua conta.'
        using errcode = 'BP002';
    end if;
  end if;
  delete from auth.users where id = caller;
end;
$$;

revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated, service_role;
