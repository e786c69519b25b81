-- Development seed: the three demo accounts (ADR 0006 "demo accounts"), password pedalar123.
--   admin@borapedalar.test        admin
--   organizador@borapedalar.test  organizer
--   atleta@borapedalar.test       visitor
--
-- Accounts are created through the auth API, never by SQL, so that passwords are hashed by one piece
-- of code: the local server (supabase/local/seed.ts) signs the three accounts up when they are missing
-- and then runs this file, which gives them their roles. Sign-up always makes visitors, so roles can
-- only come from here, from the admin RPCs or from the service role. A hosted project never runs it.

update public.profiles
set user_type = 'admin', updated_at = now()
where email = 'admin@borapedalar.test' and user_type <> 'admin';

update public.profiles
set user_type = 'organizer', updated_at = now()
where email = 'organizador@borapedalar.test' and user_type <> 'organizer';

update public.profiles
set user_type = 'visitor', updated_at = now()
where email = 'atleta@borapedalar.test' and user_type <> 'visitor';

-- The demo organizer's calendar, written once (dates from the first start): a past event the
-- demo athlete and admin rode and rated, a full one (the athlete holds one of its two places), and
-- a free one. The slug and the places taken are the server's, as for any event.
do $$
declare
  organizer uuid := (select id from public.profiles where email = 'organizador@borapedalar.test');
  athlete uuid := (select id from public.profiles where email = 'atleta@borapedalar.test');
  admin_id uuid := (select id from public.profiles where email = 'admin@borapedalar.test');
  past uuid;
  full_event uuid;
begin
  if organizer is null or athlete is null or admin_id is null
    or exists (select 1 from public.events where organizer_id = organizer) then
    return;
  end if;
  insert into public.events (organizer_id, title, description, modality, starts_at, ends_at,
    city, state, meeting_point, latitude, longitude, distance_km, elevation_m, price_cents,
    capacity, status)
  values (organizer, 'Desafio Serra do Japi',
    'Travessia de MTB pela serra, com dois pontos de apoio e almoço na chegada.', 'mtb',
    date_trunc('day', now()) - interval '20 days' + interval '10 hours',
    date_trunc('day', now()) - interval '20 days' + interval '16 hours',
    'Jundiaí', 'SP', 'Portaria do Parque da Cidade', -23.2237, -46.9420, 62, 1450, 9000, 150,
    'published')
  returning id into past;
  insert into public.event_registrations (event_id, user_id, status, rating, rated_at)
  values (past, athlete, 'confirmed', 5, now() - interval '19 days'),
    (past, admin_id, 'confirmed', 4, now() - interval '18 days');

  insert into public.events (organizer_id, title, description, modality, starts_at, ends_at,
    city, state, meeting_point, distance_km, elevation_m, price_cents, capacity, status)
  values (organizer, 'Gravel das Araucárias',
    'Pedal de gravel em estradas de terra entre fazendas, ritmo moderado.', 'gravel',
    date_trunc('day', now()) + interval '12 days' + interval '10 hours',
    date_trunc('day', now()) + interval '12 days' + interval '15 hours',
    'Campos do Jordão', 'SP', 'Portal da cidade', 75, 1100, 12000, 2, 'published')
  returning id into full_event;
  insert into public.event_registrations (event_id, user_id, status)
  values (full_event, athlete, 'confirmed'), (full_event, admin_id, 'pending');

  insert into public.events (organizer_id, title, description, modality, starts_at, ends_at,
    city, state, meeting_point, distance_km, elevation_m, price_cents, status)
  values (organizer, 'Pedal Noturno do Ibirapuera',
    'Passeio urbano gratuito, aberto a todos os ritmos. Luz dianteira e traseira obrigatórias.',
    'urbano',
    date_trunc('day', now()) + interval '5 days' + interval '22 hours',
    date_trunc('day', now()) + interval '6 days' + interval '1 hour',
    'São Paulo', 'SP', 'Portão 3 do Parque Ibirapuera', 25, 120, 0, 'published');
end;
$$;

-- Challenges and the demo athlete's six weeks of rides, written once: this month's distance
-- challenge and an open climbing one (both by the admin), and a Gran Fondo that has ended, made by
-- the organizer. The athlete joined this month's and the Gran Fondo (reached with a 104 km ride)
-- and appears on their leaderboards. Rides every two or three days: most with power (TSS), some
-- with heart rate only, one indoor on the trainer.
do $$
declare
  athlete uuid := (select id from public.profiles where email = 'atleta@borapedalar.test');
  organizer uuid := (select id from public.profiles where email = 'organizador@borapedalar.test');
  admin_id uuid := (select id from public.profiles where email = 'admin@borapedalar.test');
  today date := (now() at time zone 'America/Sao_Paulo')::date;
  month_start date := date_trunc('month', (now() at time zone 'America/Sao_Paulo'))::date;
  distance_challenge uuid;
  fondo uuid;
begin
  if athlete is null or organizer is null or admin_id is null
    or exists (select 1 from public.challenges) then
    return;
  end if;
  insert into public.challenges (created_by, title, description, kind, goal, starts_on, ends_on)
  values (admin_id, 'Desafio 500 km do mês',
    'Some 500 km de pedal neste mês, na trilha ou na estrada.', 'distance', 500,
    month_start, (month_start + interval '1 month' - interval '1 day')::date)
  returning id into distance_challenge;
  insert into public.challenges (created_by, title, description, kind, goal, starts_on, ends_on)
  values (admin_id, 'Escalada de 5.000 m',
    'Acumule 5.000 m de subida em um mês. Pedais no rolo não contam.', 'climbing', 5000,
    today - 10, today + 20);
  insert into public.challenges (created_by, title, description, kind, goal, starts_on, ends_on,
    indoor_counts)
  values (organizer, 'Gran Fondo da Primavera',
    'Um pedal de pelo menos 100 km em um só dia.', 'gran_fondo', 100, today - 45, today - 5, false)
  returning id into fondo;
  insert into public.challenge_participants (challenge_id, user_id, joined_at, on_leaderboard)
  values (distance_challenge, athlete, month_start::timestamp at time zone 'America/Sao_Paulo', true),
    (fondo, athlete, now() - interval '44 days', true);

  insert into public.user_ride_summaries (user_id, ride_started_at, file_format, elapsed_seconds,
    moving_seconds, distance_m, elevation_gain_m, avg_power, normalized_power, tss, avg_hr,
    max_hr, indoor)
  select athlete,
    (today - day)::timestamp + interval '7 hours' + interval '3 hours',
    case when day % 9 = 0 then 'gpx' else 'fit' end,
    seconds + 600, seconds,
    case when day % 12 = 4 then 0 else kilometres * 1000 end,
    case when day % 12 = 4 then 0 else kilometres * 14 end,
    case when day % 9 = 0 then null else 175 + day % 5 * 10 end,
    case when day % 9 = 0 then null else 190 + day % 5 * 10 end,
    case when day % 9 = 0 then null else round(seconds / 36.0 * 0.62) end,
    138 + day % 4 * 4, 172 + day % 3 * 3,
    day % 12 = 4
  from (
    select day,
      case when day = 30 then 104 else 25 + (day * 7) % 40 end as kilometres,
      case when day = 30 then 16200 else 3600 + (day * 11) % 5400 end as seconds
    from generate_series(1, 42) as day
    where day % 3 <> 2 or day = 30
  ) rides;
end;
$$;
