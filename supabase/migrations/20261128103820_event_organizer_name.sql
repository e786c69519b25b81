-- The organizer's name on the event's page and in its structured data, readable by anyone: the
-- profile itself is not (profiles are read by their owner and admins only). Kept by the server on
-- every write of the event, and again when the organizer changes their name; gone with their
-- account. 'Organizador' stands in for a profile with no name.

alter table public.events
  add column organizer_name text check (char_length(organizer_name) <= 200);

create function public.events_organizer_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.organizer_id is null then
    new.organizer_name := null;
  else
    select coalesce(nullif(btrim(p.full_name), ''), 'Organizador') into new.organizer_name
    from public.profiles p where p.id = new.organizer_id;
  end if;
  return new;
end;
$$;

revoke execute on function public.events_organizer_name() from public, anon, authenticated;

create trigger events_organizer_name before insert or update on public.events
  for each row execute function public.events_organizer_name();

create function public.profiles_rename_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.events set organizer_name = null where organizer_id = new.id;
  return new;
end;
$$;

revoke execute on function public.profiles_rename_events() from public, anon, authenticated;

create trigger profiles_rename_events after update of full_name on public.profiles
  for each row when (old.full_name is distinct from new.full_name)
  execute function public.profiles_rename_events();

update public.events set organizer_name = null where organizer_id is not null;
