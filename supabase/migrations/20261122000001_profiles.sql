-- Profiles: one row per account, created by a trigger when auth creates the user.
--
-- Written for hosted Supabase (PostgreSQL 15+): the auth schema, auth.users, auth.uid() and the roles
-- anon/authenticated/service_role come from the platform (the local server creates a small shim with
-- the same names before applying these files). Supabase's default privileges grant ALL on every new
-- table and function in public to anon and authenticated, so each object below revokes first and then
-- grants exactly what the app needs.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text check (char_length(full_name) <= 200),
  user_type text not null default 'visitor'
    check (user_type in ('visitor', 'organizer', 'admin')),
  person_type text not null default 'pf' check (person_type in ('pf', 'pj')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is
  'One per auth user. user_type changes only through the admin RPCs (owners cannot write it).';

-- The admin panel lists admins by role, newest first; promote_admin finds accounts by e-mail.
create index profiles_user_type_created_at_idx on public.profiles (user_type, created_at desc);
create index profiles_email_idx on public.profiles (lower(email));

-- Role check used by policies and RPCs. SECURITY DEFINER so that a policy on profiles can ask
-- "is the caller an admin?" without re-entering the same policy (infinite recursion).
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and user_type = 'admin'
  );
$$;

revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;

-- A new account is always a visitor, whatever the sign-up metadata claims: only full_name and
-- person_type are taken from it.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, full_name, user_type, person_type)
  values (
    new.id,
    new.email,
    left(nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''), 200),
    'visitor',
    case when new.raw_user_meta_data ->> 'person_type' = 'pj' then 'pj' else 'pf' end
  );
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

alter table public.profiles enable row level security;

create policy "profiles: owners read their own, admins read all"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy "profiles: owners update their own"
  on public.profiles for update to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

-- Column privileges make user_type, id, email and created_at unwritable by their owner: an update
-- naming them fails with 42501 before any policy runs. Rows are created by the trigger only and
-- deleted with the auth user.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (full_name, person_type, updated_at) on table public.profiles to authenticated;
grant all on table public.profiles to service_role;
