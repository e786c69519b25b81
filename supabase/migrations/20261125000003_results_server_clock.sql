-- A device's clock never wins by running ahead (issue 21.7). Conflicts go to the newer updated_at
-- (keep_newest_result), and updated_at is the client's edit time, so a phone whose clock ran
-- ahead stored, say, 2099 and then won every later conflict, from every device, for good. A time
-- more than five minutes beyond the server's own now is a wrong clock, not an edit time: it is
-- stored as the server's now. Small drifts are kept as sent, so edits made offline keep their
-- order. created_at is clamped the same way (it orders the FTP history).
--
-- The trigger's name sorts before keep_newest, so on update the stale-write rule compares the
-- clamped time (PostgreSQL fires BEFORE triggers of one event in name order).
create function public.clamp_future_times()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.updated_at > now() + interval '5 minutes' then
    new.updated_at := now();
  end if;
  if new.created_at > now() + interval '5 minutes' then
    new.created_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function public.clamp_future_times() from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array[
    'user_heart_rate_data', 'user_ftp_data', 'user_imc_data', 'user_harris_benedict_data',
    'athlete_profiles'
  ] loop
    execute format(
      'create trigger clamp_future_times before insert or update on public.%I '
      'for each row execute function public.clamp_future_times()', t);
  end loop;
end;
$$;
