-- Joining a challenge with no signal (issue 42): 'Participar' tapped offline waits on the device
-- and is sent when the connection returns, maybe hours later. The rides ridden in between started
-- after the rider joined, and the device already counts them; so join_challenge takes the moment
-- of the tap, `tapped_at`, and keeps it as joined_at when it is believable: never in the future
-- (later than now → now) and at most 7 days back (earlier → now − 7 days, the longest a ride
-- summary may last). Without it, joined_at is now, as before. The refusals are unchanged: a
-- challenge that has ended by the time the join arrives is refused (BP028), whenever the tap was.

drop function public.join_challenge(uuid, boolean);

create function public.join_challenge(
  challenge_id uuid,
  on_leaderboard boolean default false,
  tapped_at timestamptz default null
)
returns public.challenge_participants
language plpgsql
security definer
set search_path = ''
as $$
declare
  rider uuid := (select auth.uid());
  target public.challenges;
  joined public.challenge_participants;
  since timestamptz := greatest(
    least(coalesce(join_challenge.tapped_at, now()), now()),
    now() - interval '7 days'
  );
begin
  if rider is null then
    raise exception 'Entre na sua conta para participar.' using errcode = '42501';
  end if;
  target := public.challenge_by_id(join_challenge.challenge_id);
  if target.ends_on < (now() at time zone 'America/Sao_Paulo')::date then
    raise exception 'Este desafio já terminou.' using errcode = 'BP028';
  end if;
  insert into public.challenge_participants (challenge_id, user_id, joined_at, on_leaderboard)
  values (target.id, rider, since, coalesce(join_challenge.on_leaderboard, false))
  on conflict do nothing
  returning * into joined;
  if joined.challenge_id is null then
    raise exception 'Você já participa deste desafio.' using errcode = 'BP029';
  end if;
  return joined;
end;
$$;

revoke execute on function public.join_challenge(uuid, boolean, timestamptz) from public;
grant execute on function public.join_challenge(uuid, boolean, timestamptz)
  to authenticated, service_role;
