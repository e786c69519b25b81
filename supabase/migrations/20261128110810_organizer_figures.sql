-- The organizer's dashboard figures, from their own events only (an admin's too: their own):
--   organizer_figures()  events (all, and those not yet over), registrations (pending and
--                        confirmed), revenue (confirmed registrations at each event's price, in
--                        centavos), the average rating and how many ratings it is made of
--   event_registrations_per_day(event_id)  the 'Analytics' chart: registrations made each day, on
--                        the event's own clock, whatever became of them since

create function public.organizer_figures()
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
    (select count(*)::integer from public.events e where e.organizer_id = auth.uid()),
    (select count(*)::integer from public.events e
      where e.organizer_id = auth.uid() and e.ends_at >= now() and e.status <> 'cancelled'),
    count(r.id) filter (where r.status in ('pending', 'confirmed'))::integer,
    coalesce(sum(e.price_cents) filter (where r.status = 'confirmed'), 0)::bigint,
    round(avg(r.rating), 1),
    count(r.rating)::integer
  from public.events e
  join public.event_registrations r on r.event_id = e.id
  where e.organizer_id = auth.uid();
$$;

revoke execute on function public.organizer_figures() from public, anon;
grant execute on function public.organizer_figures() to authenticated, service_role;

create function public.event_registrations_per_day(event_id uuid)
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
  if target.id is null or target.organizer_id is distinct from (select auth.uid()) then
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

revoke execute on function public.event_registrations_per_day(uuid) from public, anon;
grant execute on function public.event_registrations_per_day(uuid) to authenticated, service_role;
