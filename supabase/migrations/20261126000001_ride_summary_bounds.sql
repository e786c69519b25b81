-- Ride summaries within what a ride can be (issue 31.10). The first bounds left three figures open:
--   elapsed_seconds   a week at most: the app refuses a longer file (its series is built second by
--                     second), so nothing longer is a ride it analysed.
--   intensity_factor  NP ÷ the ride's own FTP estimate. A power meter that dies early leaves a
--                     tiny FTP and an IF of 6 or more; the app's arithmetic cannot pass about 30
--                     (one spike per 20 minutes, FTP rounded down to 1 W), so 100 is generous. The
--                     bound is also what refuses 'NaN' and 'Infinity', which numeric accepts and
--                     ">= 0" let through.
--   ride_started_at   not before 1990 (a FIT clock never set reads 1989-12-31) and not more than a
--                     day beyond the server's now (a wrong device clock, or any time zone's today).
-- now() in a CHECK is evaluated at each write; a row that passed never fails later, as time only
-- moves the upper bound on.

alter table public.user_ride_summaries
  add constraint user_ride_summaries_elapsed_within_a_week
    check (elapsed_seconds <= 7 * 86400),
  add constraint user_ride_summaries_intensity_factor_finite
    check (intensity_factor between 0 and 100),
  add constraint user_ride_summaries_started_at_plausible
    check (
      ride_started_at >= timestamptz '1990-01-01 00:00:00+00'
      and ride_started_at <= now() + interval '1 day'
    );
