-- An FTP measured by a guided field test (issue 33: the 20-minute test or the ramp, recorded from
-- the rider's sensors) is stored with source 'field_test', besides null (typed) and 'ride_file'
-- (estimated from a ride file). The FTP history marks each. 20261125000004 shipped the check; it is
-- replaced here under the name PostgreSQL gave it, never edited there.
alter table public.user_ftp_data
  drop constraint user_ftp_data_source_check,
  add constraint user_ftp_data_source_check
    check (source is null or source in ('ride_file', 'field_test'));

comment on column public.user_ftp_data.source is
  'null: entered by the rider; ride_file: estimated from a ride file by the app; field_test: measured by a guided field test in the app.';
