-- The age bound of athlete_profiles counts in the riders' calendar (America/Sao_Paulo), as the app
-- does: the UTC year turns at 21:00 on 31 December in Brasília, so for three hours the server
-- refused a birth year the app accepted (age 120) and accepted one it refused (age 0).
-- `create or replace` keeps the function's grants (execute revoked from the API roles).
create or replace function public.check_athlete_age()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  age integer;
begin
  if new.birth_year is not null then
    age := extract(year from now() at time zone 'America/Sao_Paulo')::integer - new.birth_year;
    if age < 1 or age > 120 then
      raise exception 'Ano de nascimento inválido: a idade deve estar entre 1 e 120 anos.'
        using errcode = '23514';
    end if;
  end if;
  return new;
end;
$$;

comment on table public.athlete_profiles is
  'One per user, own row only. Age from birth_year must be 1 to 120 in the current year of '
  'America/Sao_Paulo (checked by a trigger).';
