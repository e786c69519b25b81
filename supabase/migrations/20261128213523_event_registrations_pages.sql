-- event_registrations_of reads one page at a time (issue 41): an event with thousands of
-- registrations never comes in one unbounded answer. PostgREST's order/limit/offset do not
-- reach into a function's own query (and the local twin ignores them on /rpc), so the function
-- takes its page in its own arguments:
--   page_size           rows in this page, 1–200 (default 200); anything else is refused (22023)
--                       rather than cut, so a client that reads "a short page = the last page"
--                       never stops early
--   before_created_at,  the keyset cursor: the last row of the previous page; both or neither
--   before_id           (22023). Rows come newest first, (created_at, id) descending, so the
--                       first page is also the event's latest registrations
--   total_count         (a new column) how many registrations the event has, on every row
-- A client calling with event_id alone, as before, gets the newest 200.

drop function public.event_registrations_of(uuid);

create index event_registrations_event_id_created_at_idx
  on public.event_registrations (event_id, created_at desc, id desc);

create function public.event_registrations_of(
  event_id uuid,
  page_size integer default 200,
  before_created_at timestamptz default null,
  before_id uuid default null
)
returns table (
  id uuid,
  rider_name text,
  email text,
  status text,
  rating smallint,
  created_at timestamptz,
  updated_at timestamptz,
  total_count integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  owner uuid;
  total integer;
begin
  if caller is null then
    raise exception 'Entre na sua conta para continuar.' using errcode = '42501';
  end if;
  if page_size is null or page_size < 1 or page_size > 200 then
    raise exception 'Uma página tem de 1 a 200 inscrições.' using errcode = '22023';
  end if;
  if (before_created_at is null) <> (before_id is null) then
    raise exception 'A página anterior se indica pela data e pelo id da última inscrição.'
      using errcode = '22023';
  end if;
  select e.organizer_id into owner from public.events e where e.id = event_registrations_of.event_id;
  if owner is distinct from caller and not public.is_admin() then
    raise exception 'Evento não encontrado.' using errcode = 'BP017';
  end if;
  select count(*)::integer into total
  from public.event_registrations r where r.event_id = event_registrations_of.event_id;
  return query
    select r.id, coalesce(p.full_name, 'Ciclista'),
      case when r.share_email then p.email end,
      r.status, r.rating, r.created_at, r.updated_at, total
    from public.event_registrations r
    left join public.profiles p on p.id = r.user_id
    where r.event_id = event_registrations_of.event_id
      and (event_registrations_of.before_id is null
        or (r.created_at, r.id)
          < (event_registrations_of.before_created_at, event_registrations_of.before_id))
    order by r.created_at desc, r.id desc
    limit event_registrations_of.page_size;
end;
$$;

revoke execute on function public.event_registrations_of(uuid, integer, timestamptz, uuid)
  from public, anon;
grant execute on function public.event_registrations_of(uuid, integer, timestamptz, uuid)
  to authenticated, service_role;
