-- Where an FTP came from (issue 23): null when the rider typed it, 'ride_file' when the ride-file
-- analysis estimated it (95 % of the best 20 minutes) and the rider chose 'Usar este FTP'. The FTP
-- history shows those as estimated. Older clients send no value: null, as before.
alter table public.user_ftp_data
  add column source text check (source is null or source = 'ride_file');

comment on column public.user_ftp_data.source is
  'null: entered by the rider; ride_file: estimated from a ride file by the app.';
