-- An admin role reaches only live sessions of the account that accepted it (issue 31.1).
-- Sign-ups and e-mail changes prove nothing about the mailbox, so a squatter may hold a session on
-- an address before its owner recovers it and accepts an invitation; and an access token outlives
-- its session (ended by a password change or a sign-out) until it expires, up to an hour. So:
--   * every admin check (is_admin(), which the admin RPCs and the admins' read policies call)
--     needs the token's session (its `session_id` claim) to still exist in auth.sessions;
--   * accepting an invitation ends every other session of the account, their refresh tokens with
--     them (the cascade from auth.sessions), so no token minted before the acceptance but the
--     accepting session's own ever reads the role;
--   * an invitation whose inviter is no longer an admin (demoted, or the account deleted) gives
--     no role, and is cancelled when the inviter loses the role;
--   * the mailer cannot give an invitation that expired unsent a link, let alone a new lifetime.
-- Hosted Supabase keeps auth.sessions with id = the JWT's session_id and lets the migrations'
-- owner (postgres) read and delete its rows, as the local twin does.

-- The caller's session, when the token names one that still exists.
create function public.current_session_is_live()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.sessions s
    where s.user_id = (select auth.uid())
      and s.id::text = (select auth.jwt() ->> 'session_id')
  );
$$;

revoke execute on function public.current_session_is_live() from public, anon;
grant execute on function public.current_session_is_live() to authenticated, service_role;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and user_type = 'admin'
  ) and public.current_session_is_live();
$$;

-- The last-admin rule reads the role itself: is_admin() is false for an ended session's token,
-- which must not let the last admin's account go.
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
  if caller is null or not public.current_session_is_live() then
    raise exception 'Entre na sua conta para aceitar o convite.' using errcode = '42501';
  end if;
  select i.* into invitation
  from public.admin_invitation_tokens t join public.admin_invitations i on i.id = t.invitation_id
  where t.token_hash = encode(sha256(convert_to(coalesce(token, ''), 'UTF8')), 'hex')
  for update of i;
  if not found then
    raise exception 'Convite não encontrado' using errcode = 'BP011';
  end if;
  if invitation.cancelled_at is not null then
    raise exception 'Este convite foi cancelado' using errcode = 'BP012';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'Este convite já foi usado' using errcode = 'BP013';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'Este convite expirou' using errcode = 'BP014';
  end if;
  -- An inviter who is no longer an admin (or no longer has an account) vouches for nobody: the
  -- invitation counts as cancelled, whatever the trigger below has done.
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

-- Unchanged but for the expiry: an invitation found unsent after its expiry gets no link.
create or replace function public.issue_admin_invitation_token(
  invitation uuid,
  hash text,
  lifetime_seconds integer default 604800
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result text;
begin
  if hash is null or hash !~ '^[0-9a-f]{64}$' then
    raise exception 'hash must be a hex SHA-256' using errcode = '22023';
  end if;
  if lifetime_seconds is null or lifetime_seconds < 0 then
    raise exception 'lifetime_seconds must not be negative' using errcode = '22023';
  end if;
  insert into public.admin_invitation_tokens as t (invitation_id, token_hash)
  select i.id, hash
  from public.admin_invitations i
  where i.id = invitation and i.accepted_at is null and i.cancelled_at is null
    and i.expires_at > now()
  on conflict on constraint admin_invitation_tokens_pkey do nothing;
  if not found then
    return null;
  end if;
  update public.admin_invitations i
  set sent_at = now(), expires_at = now() + make_interval(secs => lifetime_seconds)
  where i.id = invitation
  returning i.email into result;
  return result;
end;
$$;

-- An admin who loses the role (demoted, or the account deleted) takes their pending invitations
-- along: the panel stops listing them and the address may be invited again. On deletion the
-- cascade may already have set invited_by to null, and only a deleted inviter leaves it null.
create function public.cancel_former_admin_invitations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.user_type <> 'admin' or (tg_op = 'UPDATE' and new.user_type = 'admin') then
    return null;
  end if;
  update public.admin_invitations
  set cancelled_at = now(),
      cancelled_by = case when tg_op = 'UPDATE' then (select auth.uid()) end
  where (invited_by = old.id or invited_by is null)
    and accepted_at is null and cancelled_at is null;
  return null;
end;
$$;

revoke execute on function public.cancel_former_admin_invitations()
  from public, anon, authenticated;

create trigger cancel_former_admin_invitations
  after update of user_type or delete on public.profiles
  for each row execute function public.cancel_former_admin_invitations();
