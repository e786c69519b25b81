-- The invitation checks in one place (issue 32.3). cancel_admin_invitation and
-- accept_admin_invitation each asked, in the same order, whether the invitation exists (BP011),
-- was cancelled (BP012), used (BP013) or expired (BP014), and their BP012 messages had drifted
-- apart ('Este convite já foi cancelado' / 'Este convite foi cancelado'). Both now ask
-- assert_invitation_open, which says it one way. The codes, their order and everything else the
-- two functions do are unchanged (they are their latest versions, from 20261125000002 and
-- 20261126000003); the app words each refusal by its code, not by the server's message.

-- Raises why `invitation` can no longer be cancelled or accepted; a row of nulls (a lookup that
-- found nothing) is 'not found'. Only the functions above call it.
create function public.assert_invitation_open(invitation public.admin_invitations)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if invitation.id is null then
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
end;
$$;

revoke execute on function public.assert_invitation_open(public.admin_invitations)
  from public, anon, authenticated;

-- 'Cancelar convite': a pending invitation stops working at once.
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
  if caller is null or not public.current_session_is_live() then
    raise exception 'Entre na sua conta para aceitar o convite.' using errcode = '42501';
  end if;
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
