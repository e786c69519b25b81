-- A measured maximum heart rate (issue 23, 'Usar esta FC máxima'): method 'medida' means max_hr
-- is the rider's own, read from a ride file or a test, not a formula of the age. The app accepts
-- 100–230 bpm for it; the column's own bounds (60–250) stay as they are.
alter table public.user_heart_rate_data
  drop constraint user_heart_rate_data_method_check,
  add constraint user_heart_rate_data_method_check
    check (method in ('fox', 'tanaka', 'gellish', 'gulati', 'medida'));
