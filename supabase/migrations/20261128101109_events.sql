-- The events calendar: organizers publish rides and races, riders register.
--
-- events: an organizer's event. Anyone reads the published and cancelled ones; an organizer (or an
-- admin) creates events and edits only their own; an admin takes any off the calendar
-- (unpublish_event, with a reason). The columns the clients and tests agree on:
--   title            trimmed, 3–120 characters; description plain text ≤ 5,000 (shown as text)
--   modality         mtb | estrada | gravel | cicloturismo | urbano | outro
--   starts_at/ends_at  ends after it starts, lasts at most 30 days; an event the app creates or
--                    moves starts in the future
--   time_zone        where it happens: one of Brazil's four offsets (America/Noronha −2,
--                    America/Sao_Paulo −3, America/Manaus −4, America/Rio_Branco −5)
--   city, state      state is one of the 27 UFs; meeting_point 3–200 characters
--   latitude/longitude  both or neither, inside Brazil's bounds (Trindade and Noronha included)
--   distance_km, elevation_m  where known; price_cents ≥ 0 (0 = gratuito); capacity empty = sem
--                    limite, else 1–100,000; registration_url optional, https only
--   status           draft | published | cancelled; a cancelled event stays cancelled
--   slug             made once from the title and the id ('pedal-da-serra-3f9a1c'), never changed:
--                    the address riders share
--   places_taken     pending and confirmed registrations, kept by a trigger on every registration
--                    (nobody writes it over REST: column privileges)
-- A deleted organizer's events stay for their riders (organizer_id becomes null); the ones not yet
-- started are cancelled, which their riders see on their dashboard.
--
-- event_registrations: one per rider per event, written only by the functions below, so every
-- rule is in one place: register_for_event (capacity under a row lock: two riders at the same
-- instant for the last place, one gets it), cancel_my_registration, set_registration_status (the
-- event's organizer confirms or refuses), rate_event (a confirmed rider, once, after the end). A
-- rider reads their own rows; the organizer reads their events' registrations through
-- event_registrations_of: names, never the e-mail unless the rider chose to share it.
--
-- Refusals (SQLSTATE, message): 42501 not signed in / not allowed; BP017 'Evento não encontrado.';
-- BP018 'Evento lotado'; BP019 already registered; BP020 event cancelled; BP021 registrations
-- closed (the event has started or ended); BP022 refused by the organizer; BP023 registration not
-- found; BP024 not rateable yet; BP025 already rated; BP026 registration already cancelled;
-- 23514 (check) for every bound of the columns.

create function public.is_organizer()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and user_type in ('organizer', 'admin')
  );
$$;

revoke execute on function public.is_organizer() from public, anon;
grant execute on function public.is_organizer() to authenticated, service_role;

create table public.events (
  id uuid primary key default gen_random_uuid(),
  organizer_id uuid default auth.uid() references auth.users (id) on delete set null,
  slug text not null unique
    check (char_length(slug) between 1 and 140 and slug ~ '^[a-z0-9-]+$'),
  title text not null check (title = btrim(title) and char_length(title) between 3 and 120),
  description text not null default '' check (char_length(description) <= 5000),
  modality text not null
    check (modality in ('mtb', 'estrada', 'gravel', 'cicloturismo', 'urbano', 'outro')),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  time_zone text not null default 'America/Sao_Paulo'
    check (time_zone in
      ('America/Noronha', 'America/Sao_Paulo', 'America/Manaus', 'America/Rio_Branco')),
  city text not null check (city = btrim(city) and char_length(city) between 2 and 80),
  state text not null check (state in (
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
    'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO')),
  meeting_point text not null
    check (meeting_point = btrim(meeting_point) and char_length(meeting_point) between 3 and 200),
  latitude double precision check (latitude between -33.8 and 5.3),
  longitude double precision check (longitude between -74.0 and -28.8),
  distance_km numeric(6, 1) check (distance_km > 0 and distance_km <= 2000),
  elevation_m integer check (elevation_m between 0 and 30000),
  price_cents integer not null default 0 check (price_cents between 0 and 10000000),
  capacity integer check (capacity between 1 and 100000),
  registration_url text check (
    char_length(registration_url) between 9 and 500
    and left(registration_url, 8) = 'https://'
    and position(' ' in registration_url) = 0),
  status text not null default 'draft' check (status in ('draft', 'published', 'cancelled')),
  unpublished_reason text check (char_length(unpublished_reason) <= 500),
  places_taken integer not null default 0 check (places_taken >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_ends_after_start check (ends_at > starts_at),
  constraint events_at_most_30_days check (ends_at - starts_at <= interval '30 days'),
  constraint events_coordinates_together check ((latitude is null) = (longitude is null))
);

-- The calendar reads upcoming published events by start; an organizer's dashboard their own.
create index events_status_starts_at_idx on public.events (status, starts_at);
create index events_organizer_id_starts_at_idx on public.events (organizer_id, starts_at desc);

-- A slug from the title: lower case, accents dropped, anything else a hyphen, then part of the id.
create function public.event_slug(title text, id uuid)
returns text
language sql
immutable
set search_path = ''
as $$
  select concat_ws('-',
    nullif(left(btrim(regexp_replace(
      translate(lower(title),
        'áàâãäåçéèêëíìîïñóòôõöúùûüý',
        'aaaaaaceeeeiiiinooooouuuuy'),
      '[^a-z0-9]+', '-', 'g'), '-'), 100), ''),
    left(replace(id::text, '-', ''), 6));
$$;

-- Pure; the insert trigger runs it as the organizer who inserts.
revoke execute on function public.event_slug(text, uuid) from public, anon;
grant execute on function public.event_slug(text, uuid) to authenticated, service_role;

-- The rules of dates bind the app's callers; the service role and the database's owner (the
-- demo seed, an import of past events) may write an event that has already happened.
create function public.events_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  from_app boolean := coalesce((select auth.role()), '') in ('anon', 'authenticated');
begin
  if tg_op = 'INSERT' then
    if from_app and new.starts_at <= now() then
      raise exception 'O evento precisa começar no futuro.' using errcode = '23514';
    end if;
    new.slug := public.event_slug(new.title, new.id);
    new.places_taken := 0;
    new.created_at := now();
  else
    -- The organizer's account was deleted: what has not started is cancelled.
    if new.organizer_id is null and old.organizer_id is not null then
      if old.starts_at > now() and old.status <> 'cancelled' then
        new.status := 'cancelled';
      end if;
      new.updated_at := now();
      return new;
    end if;
    if new.organizer_id is distinct from old.organizer_id then
      raise exception 'O organizador de um evento não muda.' using errcode = '42501';
    end if;
    new.slug := old.slug;
    if old.status = 'cancelled' and new.status <> 'cancelled' then
      raise exception 'Um evento cancelado não volta ao calendário.' using errcode = '23514';
    end if;
    if from_app and new.starts_at <> old.starts_at and new.starts_at <= now() then
      raise exception 'O evento precisa começar no futuro.' using errcode = '23514';
    end if;
    if new.capacity is not null and new.capacity < old.places_taken then
      raise exception 'A capacidade não pode ficar abaixo das inscrições já feitas.'
        using errcode = '23514';
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function public.events_before_write() from public, anon, authenticated;

create trigger events_before_write before insert or update on public.events
  for each row execute function public.events_before_write();

alter table public.events enable row level security;

create policy "events: visitors read the calendar" on public.events
  for select to anon using (status in ('published', 'cancelled'));
create policy "events: riders read the calendar, organizers their own, admins all"
  on public.events for select to authenticated
  using (
    status in ('published', 'cancelled')
    or organizer_id = (select auth.uid())
    or (select public.is_admin())
  );
create policy "events: organizers create their own" on public.events
  for insert to authenticated
  with check (organizer_id = (select auth.uid()) and (select public.is_organizer()));
create policy "events: organizers edit their own" on public.events
  for update to authenticated
  using (organizer_id = (select auth.uid()))
  with check (organizer_id = (select auth.uid()));
create policy "events: organizers delete their own drafts" on public.events
  for delete to authenticated
  using (organizer_id = (select auth.uid()) and status = 'draft' and places_taken = 0);

revoke all on table public.events from anon, authenticated;
grant select on table public.events to anon, authenticated;
-- Not organizer_id, slug, places_taken, unpublished_reason, created_at, updated_at: the server's.
grant insert (id, title, description, modality, starts_at, ends_at, time_zone, city, state,
  meeting_point, latitude, longitude, distance_km, elevation_m, price_cents, capacity,
  registration_url, status) on table public.events to authenticated;
grant update (title, description, modality, starts_at, ends_at, time_zone, city, state,
  meeting_point, latitude, longitude, distance_km, elevation_m, price_cents, capacity,
  registration_url, status) on table public.events to authenticated;
grant delete on table public.events to authenticated;
grant all on table public.events to service_role;

create table public.event_registrations (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'confirmed', 'refused', 'cancelled')),
  share_email boolean not null default false,
  rating smallint check (rating between 1 and 5),
  rated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint event_registrations_one_per_rider unique (event_id, user_id)
);

create index event_registrations_user_id_idx on public.event_registrations (user_id);

alter table public.event_registrations enable row level security;

create policy "event_registrations: riders read their own" on public.event_registrations
  for select to authenticated using (user_id = (select auth.uid()));

revoke all on table public.event_registrations from anon, authenticated;
grant select on table public.event_registrations to authenticated;
grant all on table public.event_registrations to service_role;

-- The one place the count of places taken moves: a registration that starts or stops holding a
-- place (pending or confirmed), whoever writes it (the functions below, a deleted rider's
-- cascade, the seed).
create function public.event_registrations_count_places()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  holds_now integer := case
    when tg_op <> 'DELETE' and new.status in ('pending', 'confirmed') then 1 else 0 end;
  held integer := case
    when tg_op <> 'INSERT' and old.status in ('pending', 'confirmed') then 1 else 0 end;
begin
  if holds_now <> held then
    update public.events set places_taken = greatest(places_taken + holds_now - held, 0)
    where id = coalesce(new.event_id, old.event_id);
  end if;
  return null;
end;
$$;

revoke execute on function public.event_registrations_count_places()
  from public, anon, authenticated;

create trigger event_registrations_count_places
  after insert or update of status or delete on public.event_registrations
  for each row execute function public.event_registrations_count_places();

-- The caller's event, locked until the transaction ends (the capacity check and the count move
-- together), if the caller may see it.
create function public.lock_visible_event(target uuid)
returns public.events
language plpgsql
volatile
set search_path = ''
as $$
declare
  found public.events;
begin
  select * into found from public.events where id = target for update;
  if found.id is null
    or (found.status = 'draft' and found.organizer_id is distinct from (select auth.uid())) then
    raise exception 'Evento não encontrado.' using errcode = 'BP017';
  end if;
  return found;
end;
$$;

revoke execute on function public.lock_visible_event(uuid) from public, anon, authenticated;

create function public.register_for_event(event_id uuid, share_email boolean default false)
returns public.event_registrations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  target public.events;
  existing public.event_registrations;
  result public.event_registrations;
begin
  if caller is null then
    raise exception 'Entre na sua conta para se inscrever.' using errcode = '42501';
  end if;
  target := public.lock_visible_event(event_id);
  if target.status = 'cancelled' then
    raise exception 'Este evento foi cancelado.' using errcode = 'BP020';
  end if;
  if target.status <> 'published' or target.starts_at <= now() then
    raise exception 'As inscrições deste evento estão encerradas.' using errcode = 'BP021';
  end if;
  select * into existing from public.event_registrations r
  where r.event_id = target.id and r.user_id = caller;
  if existing.status in ('pending', 'confirmed') then
    raise exception 'Você já está inscrito neste evento.' using errcode = 'BP019';
  end if;
  if existing.status = 'refused' then
    raise exception 'Sua inscrição foi recusada pelo organizador.' using errcode = 'BP022';
  end if;
  if target.capacity is not null and target.places_taken >= target.capacity then
    raise exception 'Evento lotado' using errcode = 'BP018';
  end if;
  insert into public.event_registrations as r (event_id, user_id, share_email)
  values (target.id, caller, coalesce(register_for_event.share_email, false))
  on conflict on constraint event_registrations_one_per_rider do update
    set status = 'pending', share_email = excluded.share_email, updated_at = now()
  returning * into result;
  return result;
end;
$$;

revoke execute on function public.register_for_event(uuid, boolean) from public, anon;
grant execute on function public.register_for_event(uuid, boolean) to authenticated, service_role;

create function public.cancel_my_registration(event_id uuid)
returns public.event_registrations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  target public.events;
  result public.event_registrations;
begin
  if caller is null then
    raise exception 'Entre na sua conta para continuar.' using errcode = '42501';
  end if;
  target := public.lock_visible_event(event_id);
  select * into result from public.event_registrations r
  where r.event_id = target.id and r.user_id = caller for update;
  if result.id is null then
    raise exception 'Inscrição não encontrada.' using errcode = 'BP023';
  end if;
  if result.status = 'cancelled' then
    raise exception 'Esta inscrição já foi cancelada.' using errcode = 'BP026';
  end if;
  if result.status = 'refused' then
    raise exception 'Sua inscrição foi recusada pelo organizador.' using errcode = 'BP022';
  end if;
  if target.starts_at <= now() then
    raise exception 'As inscrições deste evento estão encerradas.' using errcode = 'BP021';
  end if;
  update public.event_registrations set status = 'cancelled', updated_at = now()
  where id = result.id returning * into result;
  return result;
end;
$$;

revoke execute on function public.cancel_my_registration(uuid) from public, anon;
grant execute on function public.cancel_my_registration(uuid) to authenticated, service_role;

create function public.set_registration_status(registration_id uuid, status text)
returns public.event_registrations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  registration public.event_registrations;
  target public.events;
  wanted text := set_registration_status.status;
begin
  if caller is null then
    raise exception 'Entre na sua conta para continuar.' using errcode = '42501';
  end if;
  if wanted is null or wanted not in ('confirmed', 'refused') then
    raise exception 'Escolha confirmar ou recusar a inscrição.' using errcode = '22023';
  end if;
  select * into registration from public.event_registrations where id = registration_id;
  if registration.id is null then
    raise exception 'Inscrição não encontrada.' using errcode = 'BP023';
  end if;
  select * into target from public.events where id = registration.event_id for update;
  if target.organizer_id is distinct from caller then
    -- Another organizer's registration reads as one that does not exist.
    raise exception 'Inscrição não encontrada.' using errcode = 'BP023';
  end if;
  select * into registration from public.event_registrations
  where id = registration_id for update;
  if registration.status = 'cancelled' then
    raise exception 'Esta inscrição já foi cancelada.' using errcode = 'BP026';
  end if;
  if registration.status = wanted then
    return registration;
  end if;
  if wanted = 'confirmed' and registration.status = 'refused'
    and target.capacity is not null and target.places_taken >= target.capacity then
    raise exception 'Evento lotado' using errcode = 'BP018';
  end if;
  update public.event_registrations set status = wanted, updated_at = now()
  where id = registration.id returning * into registration;
  return registration;
end;
$$;

revoke execute on function public.set_registration_status(uuid, text) from public, anon;
grant execute on function public.set_registration_status(uuid, text)
  to authenticated, service_role;

create function public.rate_event(event_id uuid, rating integer)
returns public.event_registrations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  target public.events;
  result public.event_registrations;
begin
  if caller is null then
    raise exception 'Entre na sua conta para continuar.' using errcode = '42501';
  end if;
  if rating is null or rating < 1 or rating > 5 then
    raise exception 'A avaliação vai de 1 a 5.' using errcode = '22023';
  end if;
  select * into target from public.events where id = rate_event.event_id;
  select * into result from public.event_registrations r
  where r.event_id = target.id and r.user_id = caller for update;
  if target.id is null or result.id is null or result.status <> 'confirmed'
    or target.ends_at > now() then
    raise exception 'Só quem teve a inscrição confirmada avalia, depois que o evento termina.'
      using errcode = 'BP024';
  end if;
  if result.rating is not null then
    raise exception 'Você já avaliou este evento.' using errcode = 'BP025';
  end if;
  update public.event_registrations
  set rating = rate_event.rating, rated_at = now(), updated_at = now()
  where id = result.id returning * into result;
  return result;
end;
$$;

revoke execute on function public.rate_event(uuid, integer) from public, anon;
grant execute on function public.rate_event(uuid, integer) to authenticated, service_role;

-- The organizer's list of one of their events' registrations (an admin's too): the rider's name,
-- and the e-mail only where the rider chose to share it.
create function public.event_registrations_of(event_id uuid)
returns table (
  id uuid,
  rider_name text,
  email text,
  status text,
  rating smallint,
  created_at timestamptz,
  updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  owner uuid;
begin
  if caller is null then
    raise exception 'Entre na sua conta para continuar.' using errcode = '42501';
  end if;
  select e.organizer_id into owner from public.events e where e.id = event_registrations_of.event_id;
  if owner is distinct from caller and not public.is_admin() then
    raise exception 'Evento não encontrado.' using errcode = 'BP017';
  end if;
  return query
    select r.id, coalesce(p.full_name, 'Ciclista'),
      case when r.share_email then p.email end,
      r.status, r.rating, r.created_at, r.updated_at
    from public.event_registrations r
    left join public.profiles p on p.id = r.user_id
    where r.event_id = event_registrations_of.event_id
    order by r.created_at;
end;
$$;

revoke execute on function public.event_registrations_of(uuid) from public, anon;
grant execute on function public.event_registrations_of(uuid) to authenticated, service_role;

-- An admin takes an event off the calendar (back to draft), saying why; its organizer sees why.
create function public.unpublish_event(event_id uuid, reason text)
returns public.events
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  result public.events;
begin
  perform public.require_live_session();
  if not public.is_admin() then
    raise exception 'Apenas administradores podem despublicar eventos.' using errcode = '42501';
  end if;
  if reason is null or char_length(btrim(reason)) not between 3 and 500 then
    raise exception 'Diga o motivo em 3 a 500 caracteres.' using errcode = '22023';
  end if;
  update public.events
  set status = 'draft', unpublished_reason = btrim(reason)
  where id = unpublish_event.event_id and status = 'published'
  returning * into result;
  if result.id is null then
    raise exception 'Evento não encontrado.' using errcode = 'BP017';
  end if;
  return result;
end;
$$;

revoke execute on function public.unpublish_event(uuid, text) from public, anon;
grant execute on function public.unpublish_event(uuid, text) to authenticated, service_role;
