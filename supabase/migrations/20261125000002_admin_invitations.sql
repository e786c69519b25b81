-- Admin invitations (issue 21, finding 1; ADR 0004). promote_admin gave the admin role to whatever
-- account held an e-mail address, and sign-ups are confirmed at once: whoever registered the
-- address first got the role. Now a promotion is an invitation, mailed to the address as a
-- single-use, expiring link; the role changes only when that link is opened by the account whose
-- auth e-mail is the invited one. Only the link token's SHA-256 is stored (apart, in a table no
-- API role but the service role reaches), and the token itself is
-- made by the mailer (the local server's dev mailbox, or a hosted project's webhook + Edge Function:
-- supabase/README.md), never by this database and never returned to an API client.
--
-- New error codes (PostgREST answers 42501 with 403, 401 when anonymous, the others with 400):
--   BP009  the invited account is already an admin
--   BP010  a pending invitation for that e-mail already exists
--   BP011  no invitation with that id or link
--   BP012  the invitation was cancelled
--   BP013  the invitation was already used
--   BP014  the invitation expired
--   BP015  the link was opened by an account with another e-mail (the invited one in DETAIL)
-- BP003 ('Usuário não encontrado') keeps its meaning: the account must exist before it is invited.

create table public.admin_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) <= 255),
  -- Where the inviting admin's app runs; the mailer uses it only when it is a trusted origin.
  redirect_to text check (char_length(redirect_to) <= 2000),
  invited_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Set by the mailer when it sends the link; null until then.
  sent_at timestamptz,
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references auth.users (id) on delete set null,
  cancelled_at timestamptz,
  cancelled_by uuid references auth.users (id) on delete set null,
  check (accepted_at is null or cancelled_at is null)
);

comment on table public.admin_invitations is
  'Pending, accepted and cancelled admin invitations. Admins read; nobody writes directly: '
  'invite_admin, cancel_admin_invitation, accept_admin_invitation and the mailer''s '
  'issue_admin_invitation_token do.';

create index admin_invitations_email_idx on public.admin_invitations (lower(email));
create index admin_invitations_created_idx on public.admin_invitations (created_at desc);

alter table public.admin_invitations enable row level security;

create policy "admin_invitations: admins read"
  on public.admin_invitations for select to authenticated
  using ((select public.is_admin()));

revoke all on table public.admin_invitations from anon, authenticated;
grant select on table public.admin_invitations to authenticated;
grant all on table public.admin_invitations to service_role;

-- The link's secret, apart: hex SHA-256 of the token the mailer made, one per invitation, set
-- once. No API role but the service role reaches it (RLS on, no policy, no grant).
create table public.admin_invitation_tokens (
  invitation_id uuid primary key references public.admin_invitations (id) on delete cascade,
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$')
);

alter table public.admin_invitation_tokens enable row level security;
revoke all on table public.admin_invitation_tokens from anon, authenticated;
grant all on table public.admin_invitation_tokens to service_role;

-- Direct promotion by e-mail is what let a squatter in: it goes. Its replacement is invite_admin.
drop function public.promote_admin(text);

-- 'Adicionar Administrador': invites an existing account's e-mail. Returns the invitation's id; the
-- mailer then sends the link (the e-mail is not sent by this function).
create function public.invite_admin(target_email text, redirect_to text default null)
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

revoke execute on function public.invite_admin(text, text) from public, anon;
grant execute on function public.invite_admin(text, text) to authenticated, service_role;

-- 'Cancelar convite': a pending invitation stops working at once.
create function public.cancel_admin_invitation(invitation_id uuid)
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
  if not found then
    raise exception 'Convite não encontrado' using errcode = 'BP011';
  end if;
  if invitation.cancelled_at is not null then
    raise exception 'Este convite já foi cancelado' using errcode = 'BP012';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'Este convite já foi usado' using errcode = 'BP013';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'Este convite expirou' using errcode = 'BP014';
  end if;
  update public.admin_invitations
  set cancelled_at = now(), cancelled_by = (select auth.uid())
  where id = invitation_id;
end;
$$;

revoke execute on function public.cancel_admin_invitation(uuid) from public, anon;
grant execute on function public.cancel_admin_invitation(uuid) to authenticated, service_role;

-- The mailer (service role only) gives a sent invitation its link: it made the token, stores only
-- its hash, and the link lives `lifetime_seconds` from now. Once per invitation, so a replayed
-- webhook cannot swap the link; answers the address to mail, or null when there is nothing to send.
create function public.issue_admin_invitation_token(
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

revoke execute on function public.issue_admin_invitation_token(uuid, text, integer)
  from public, anon, authenticated;
grant execute on function public.issue_admin_invitation_token(uuid, text, integer) to service_role;

-- The invitation link, opened by a signed-in account: with the right token and the invited e-mail,
-- the account becomes an admin and the link is used up. Returns the caller's profile.
create function public.accept_admin_invitation(token text)
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
  select * into result from public.profiles where id = caller;
  return result;
end;
$$;

revoke execute on function public.accept_admin_invitation(text) from public, anon;
grant execute on function public.accept_admin_invitation(text) to authenticated, service_role;

-- profiles.email was copied once, at sign-up, and went stale when the auth e-mail changed.
create function public.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.profiles set email = new.email, updated_at = now() where id = new.id;
  return new;
end;
$$;

revoke execute on function public.sync_profile_email() from public, anon, authenticated;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function public.sync_profile_email();

-- Rows that went stale before the trigger existed.
update public.profiles p
set email = u.email, updated_at = now()
from auth.users u
where u.id = p.id and p.email is distinct from u.email;
