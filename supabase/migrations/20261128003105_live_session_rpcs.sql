-- The irreversible and role-changing RPCs need a live session (issue 39.10). An access token
-- outlives its session (signed out, or ended by a password change or by accept_admin_invitation)
-- until it expires, up to an hour; delete_my_account checked only auth.uid(), so such a token
-- still deleted the account. Each RPC below now first asks require_live_session(), which refuses
-- a token whose `session_id` names no session in auth.sessions with
--   BP016 (HTTP 400) 'Sua sessão terminou. Entre de novo para continuar.'
-- and an anonymous caller with 42501 as before. The app shows that message for BP016.
--
-- Require a live session:
--   delete_my_account        deletes the account and, by cascade, all of its rows
--   request_organizer_upgrade asks for a role
--   accept_admin_invitation  takes the admin role and ends the account's other sessions (an ended
--                            session was already refused, with 42501; now BP016)
--   invite_admin, cancel_admin_invitation, demote_admin, review_organizer_request
--                            an admin's role changes: already refused through is_admin() (42501,
--                            'Apenas administradores…'); the session is now checked first, so the
--                            caller hears that the session ended
--
-- Left as they are:
--   delete_own_result        deletes one of the caller's own result rows, which the same token may
--                            delete over REST anyway (owners' delete policies; REST takes an ended
--                            session's token until it expires, as on Supabase); a deletion queued
--                            offline before a sign-out elsewhere still reaches the server
--   issue_admin_invitation_token  the mailer's, service role only (no user session)
--   is_admin, current_session_is_live, admin_stats_data, on_server_clock  read or compute only
-- Password and e-mail changes are no RPC: `PUT /auth/v1/user` (GoTrue, and the local twin)
-- already refuses an ended session's token (403 session_not_found). The LGPD export is REST
-- reads of the rider's own rows.
--
-- Each function below is its latest version (delete_my_account from 20261126000003,
-- cancel_admin_invitation and accept_admin_invitation from 20261126000010, demote_admin from
-- 20261122000003, invite_admin from 20261125000002, request_organizer_upgrade and
-- review_organizer_request from 20261122000004) with the check added and nothing else changed.

-- Raises unless the caller is signed in with a live session; answers the caller's id. Only the
-- RPCs above call it (as their owner, security definer).
create function public.require_live_session()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    raise exception 'Entre na sua conta para continuar.' using errcode = '42501';
  end if;
  if not public.current_session_is_live() then
    raise exception 'Sua sessão terminou. Entre de novo para continuar.' using errcode = 'BP016';
  end if;
  return caller;
end;
$$;

revoke execute on function public.require_live_session() from public, anon, authenticated;

create or replace function public.delete_my_account()
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
  perform public.require_live_session();
  if exists (select 1 from public.profiles where id = caller and user_type = 'admin') then
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

create or replace function public.request_organizer_upgrade()
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
  perform public.require_live_session();
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

create or replace function public.review_organizer_request(request_id uuid, approve boolean)
returns public.organizer_requests
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  request public.organizer_requests;
begin
  perform public.require_live_session();
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

create or replace function public.demote_admin(target uuid)
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
  perform public.require_live_session();
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

create or replace function public.invite_admin(target_email text, redirect_to text default null)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  wanted text := lower(btrim(coalesce(target_email, '')));
  target_type text;
  result uuid;
begin
  perform public.require_live_session();
  if not public.is_admin() then
    raise exception 'Apenas administradores podem alterar permissões.' using errcode = '42501';
  end if;
  -- The auth e-mail is the truth (profiles.email follows it, but an old row could lag).
  select p.user_type into target_type
  from auth.users u join public.profiles p on p.id = u.id
  where lower(u.email) = wanted;
  if not found then
    raise exception 'Usuário não encontrado'
      using errcode = 'BP003', hint = 'A conta precisa existir antes de ser convidada.';
  end if;
  if target_type = 'admin' then
    raise exception 'Este usuário já é administrador' using errcode = 'BP009';
  end if;
  -- Two admins inviting one address at once: one invitation, the other hears why.
  perform pg_advisory_xact_lock(hashtext('admin_invitation:' || wanted));
  if exists (
    select 1 from public.admin_invitations
    where lower(email) = wanted
      and accepted_at is null and cancelled_at is null and expires_at > now()
  ) then
    raise exception 'Já existe um convite pendente para este e-mail' using errcode = 'BP010';
  end if;
  insert into public.admin_invitations (email, redirect_to, invited_by)
  values (wanted, nullif(btrim(redirect_to), ''), (select auth.uid()))
  returning id into result;
  return result;
end;
$$;

create or replace function public.cancel_admin_invitation(invitation_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  invitation public.admin_invitations;
begin
  perform public.require_live_session();
  if not public.is_admin() then
    raise exception 'Apenas administradores podem alterar permissões.' using errcode = '42501';
  end if;
  select * into invitation from public.admin_invitations where id = invitation_id for update;
  perform public.assert_invitation_open(invitation);
  update public.admin_invitations
  set cancelled_at = now(), cancelled_by = (select auth.uid())
  where id = invitation_id;
end;
$$;

create or replace function public.accept_admin_invitation(token text)
returns public.profiles
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  caller_email text;
  invitation public.admin_invitations;
  result public.profiles;
begin
  if caller is null then
    raise exception 'Entre na sua conta para aceitar o convite.' using errcode = '42501';
  end if;
  perform public.require_live_session();
  select i.* into invitation
  from public.admin_invitation_tokens t join public.admin_invitations i on i.id = t.invitation_id
  where t.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
  for update of i;
  perform public.assert_invitation_open(invitation);
  -- An inviter who is no longer an admin (or no longer has an account) vouches for nobody: the
  -- invitation counts as cancelled, whatever the trigger cancel_former_admin_invitations has done.
  if not exists (
    select 1 from public.profiles where id = invitation.invited_by and user_type = 'admin'
  ) then
    raise exception 'Este convite foi cancelado' using errcode = 'BP012';
  end if;
  -- The account's e-mail now, from auth (a JWT's email claim may predate a change).
  select email into caller_email from auth.users where id = caller;
  if lower(coalesce(caller_email, '')) <> lower(invitation.email) then
    raise exception 'Este convite é para outro e-mail'
      using errcode = 'BP015', detail = invitation.email;
  end if;
  update public.admin_invitations
  set accepted_at = now(), accepted_by = caller
  where id = invitation.id;
  update public.profiles
  set user_type = 'admin', updated_at = now()
  where id = caller and user_type <> 'admin';
  -- Whoever else held a session on this account (a squatter who registered the address first)
  -- is signed out; only the session that opened the mailed link carries the role.
  delete from auth.sessions
  where user_id = caller and id::text <> (select auth.jwt() ->> 'session_id');
  select * into result from public.profiles where id = caller;
  return result;
end;
$$;
