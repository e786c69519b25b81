-- A deletion's version on the server's clock (issue 31.8). The app deletes a one-row result only
-- when the server's row is not newer than the row the rider deleted (its updated_at, the
-- deletion's version). That version is a device's time: sent as a REST filter
-- (updated_at=lte.<version>), a clock far ahead removed a newer row saved on another device, and
-- the server never saw the version to judge it. Now the app deletes through delete_own_result,
-- which takes the version through the same rule as a write's updated_at (clamp_future_times):
-- more than five minutes beyond the server's now is a wrong clock and counts as now.

-- The write rule, in one place for writes and deletions.
create function public.on_server_clock(t timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case when t > now() + interval '5 minutes' then now() else t end;
$$;

revoke execute on function public.on_server_clock(timestamptz) from public, anon;
grant execute on function public.on_server_clock(timestamptz) to authenticated, service_role;

create or replace function public.clamp_future_times()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := public.on_server_clock(new.updated_at);
  new.created_at := public.on_server_clock(new.created_at);
  return new;
end;
$$;

-- The caller's row of a one-row table, deleted unless it is newer than `deleted_version` (on the
-- server's clock; null counts as now). Invoker's rights: the table's grants and RLS still apply.
-- Answers how many rows went (0 or 1).
create function public.delete_own_result(result_table text, deleted_version timestamptz)
returns integer
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  deleted integer;
begin
  if (select auth.uid()) is null then
    raise exception 'Entre na sua conta para excluir um resultado.' using errcode = '42501';
  end if;
  if result_table is null or result_table not in (
    'user_heart_rate_data', 'user_imc_data', 'user_harris_benedict_data', 'athlete_profiles'
  ) then
    raise exception 'Not a one-row result table: %', result_table using errcode = '22023';
  end if;
  execute format(
    'delete from public.%I where user_id = $1 and updated_at <= $2', result_table
  ) using (select auth.uid()), coalesce(public.on_server_clock(deleted_version), now());
  get diagnostics deleted = row_count;
  return deleted;
end;
$$;

revoke execute on function public.delete_own_result(text, timestamptz) from public, anon;
grant execute on function public.delete_own_result(text, timestamptz)
  to authenticated, service_role;
