-- Three corrections to the events migrations, found building the dashboards (issue 41):
--   organizer_figures()   the 'Eventos' card counts published events (drafts are not on the
--                         calendar); registrations, revenue and ratings come from published events
--                         only (a cancelled event's confirmed places earn nothing; an event the
--                         admin took off the calendar is back in draft until republished)
--   events (read)         a rider reads every event they hold a registration for, whatever its
--                         status: an event the admin unpublished (back to draft) still shows on
--                         their dashboard with what happened, instead of vanishing
--   event_registrations_per_day(event_id)  an admin reads it too, as event_registrations_of

create or replace function public.organizer_figures()
returns table (
  events_total integer,
  events_upcoming integer,
  registrations_total integer,
  revenue_cents bigint,
  rating_average numeric,
  ratings_count integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(*)::integer from public.events e
      where e.organizer_id = auth.uid() and e.status = 'published'),
    (select count(*)::integer from public.events e
      where e.organizer_id = auth.uid() and e.ends_at >= now() and e.status <> 'cancelled'),
    count(r.id) filter (where r.status in ('pending', 'confirmed'))::integer,
    coalesce(sum(e.price_cents) filter (where r.status = 'confirmed'), 0)::bigint,
    round(avg(r.rating), 1),
    count(r.rating)::integer
  from public.events e
  join public.event_registrations r on r.event_id = e.id
  where e.organizer_id = auth.uid() and e.status = 'published';
$$;

-- Whether the caller holds a registration for the event (read past RLS: no policy recursion).
create function public.holds_registration(target uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.event_registrations r
    where r.event_id = target and r.user_id = (select auth.uid())
  );
$$;

revoke execute on function public.holds_registration(uuid) from public, anon;
grant execute on function public.holds_registration(uuid) to authenticated, service_role;

create policy "events: riders read the events they registered for" on public.events
  for select to authenticated using ((select public.holds_registration(id)));

create or replace function public.event_registrations_per_day(event_id uuid)
returns table (day date, registrations integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target public.events;
begin
  select * into target from public.events e where e.id = event_registrations_per_day.event_id;
  if target.id is null
    or (target.organizer_id is distinct from (select auth.uid()) and not public.is_admin()) then
    raise exception 'Evento não encontrado.' using errcode = 'BP017';
  end if;
  return query
    select (r.created_at at time zone target.time_zone)::date as day, count(*)::integer
    from public.event_registrations r
    where r.event_id = target.id
    group by 1
    order by 1;
end;
$$;
