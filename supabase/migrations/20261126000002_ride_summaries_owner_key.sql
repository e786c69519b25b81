-- A ride summary's id is held per rider (issue 31.6). The app derives it from rider, start and
-- length (one ride kept once, whichever device opens the file), so anyone can compute another
-- rider's id. As the table's own key, an id taken first by someone else made the owner's push
-- ("ignore duplicates") answer 201 and store nothing, and a plain insert's 409 told the prober
-- that the row existed. Keyed by (user_id, id), each rider's ids are their own: the owner's row is
-- stored whoever holds the same id, and no answer depends on another rider's rows.
-- The app's push names the key: on_conflict=user_id,id.

alter table public.user_ride_summaries drop constraint user_ride_summaries_pkey;
alter table public.user_ride_summaries add constraint user_ride_summaries_pkey
  primary key (user_id, id);
