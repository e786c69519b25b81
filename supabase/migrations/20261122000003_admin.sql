-- Admin area (spec 01 §2 "Admin dashboard", §3 admin_stats, §4 admin removal). The server, not the
-- UI, decides who is an admin: every entry point below checks the caller itself.
--
-- Errors carry distinct SQLSTATEs so the client can map them without parsing messages. PostgREST
-- answers 42501 with 403 (401 when anonymous) and any other code used here with 400:
--   42501  the caller is not an admin
--   BP001  an admin tried to demote themselves
--   BP002  the target is the last admin
--   BP003  no account with that id or e-mail
--   BP004  the target of a demotion is not an admin

-- Figures for the admin panel's six tiles. A definer function so it can count every profile; the
-- view below is security_invoker, so a non-admin reaching it gets this function's 42501.
create function public.admin_stats_data()
returns table (
  total_users integer,
  total_admins integer,
  total_organizers integer,
  total_visitors integer,
  new_users_week integer,
  new_users_month integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem acessar esta seção.' using errcode = '42501';
  end if;
  -- integer, not bigint: clients get plain JSON numbers on every driver.
  return query
  select
    count(*)::integer,
    (count(*) filter (where p.user_type = 'admin'))::integer,
    (count(*) filter (where p.user_type = 'organizer'))::integer,
    (count(*) filter (where p.user_type = 'visitor'))::integer,
    (count(*) filter (where p.created_at >= now() - interval '7 days'))::integer,
    (count(*) filter (where p.created_at >= now() - interval '30 days'))::integer
  from public.profiles p;
end;
$$;

revoke execute on function public.admin_stats_data() from public, anon;
grant execute on function public.admin_stats_data() to authenticated, service_role;

create view public.admin_stats with (security_invoker = true) as
  select * from public.admin_stats_data();

revoke all on table public.admin_stats from anon, authenticated;
grant select on table public.admin_stats to authenticated, service_role;

-- Turns an admin back into a visitor. Refuses the last admin (checked first, so a lone admin hears
-- why) and the caller's own account.
create function public.demote_admin(target uuid)
returns public.profiles
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  admins integer;
  target_type text;
  result public.profiles;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem alterar permissões.' using errcode = '42501';
  end if;

  -- Lock every admin row: two admins demoting each other at once must not leave none.
  select count(*) into admins
  from (select 1 from public.profiles where user_type = 'admin' for update) locked;

  select user_type into target_type from public.profiles where id = target;
  if not found then
    raise exception 'Usuário não encontrado' using errcode = 'BP003';
  end if;
  if target_type <> 'admin' then
    raise exception 'Este usuário não é administrador' using errcode = 'BP004';
  end if;
  if admins <= 1 then
    raise exception 'Não é possível remover o último administrador' using errcode = 'BP002';
  end if;
  if target = (select auth.uid()) then
    raise exception 'Você não pode remover sua própria permissão de admin' using errcode = 'BP001';
  end if;

  update public.profiles
  set user_type = 'visitor', updated_at = now()
  where id = target
  returning * into result;
  return result;
end;
$$;

revoke execute on function public.demote_admin(uuid) from public, anon;
grant execute on function public.demote_admin(uuid) to authenticated, service_role;

-- Makes an existing account an admin, found by e-mail (case-insensitive). Promoting an admin again
-- changes nothing and returns the profile.
create function public.promote_admin(target_email text)
returns public.profiles
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.profiles;
begin
  if not public.is_admin() then
    raise exception 'Apenas administradores podem alterar permissões.' using errcode = '42501';
  end if;

  update public.profiles
  set user_type = 'admin', updated_at = now()
  where lower(email) = lower(btrim(target_email)) and user_type <> 'admin'
  returning * into result;

  if not found then
    select * into result from public.profiles where lower(email) = lower(btrim(target_email));
    if not found then
      raise exception 'Usuário não encontrado'
        using errcode = 'BP003', hint = 'A conta precisa existir antes de virar administradora.';
    end if;
  end if;
  return result;
end;
$$;

revoke execute on function public.promote_admin(text) from public, anon;
grant execute on function public.promote_admin(text) to authenticated, service_role;
