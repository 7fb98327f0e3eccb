-- The card and directory views read as the caller (security_invoker), so that the tables' policies
-- and column grants hold in them as everywhere else; until now they ran as their owner, and each
-- re-implemented in its WHERE clause who may see what (Supabase's advisor: security_definer_view,
-- an ERROR). What a caller may see of rows the policies hide from them comes from one place each:
--
-- - Bylines: private.thread_author and private.reply_author, definer functions keyed by the post,
--   which name the author only where the forum does (never the asker of an anonymous thread, to
--   anyone else). public_profiles is dropped: the forum's cards were its only readers, and a list
--   of every account that has posted was never something the app needed to serve.
-- - The two names on a consultation: private.consultation_names, for its two sides only.
-- - The directory: private.advocate_listings, the public part of each verified advocate's profile,
--   kept by triggers and readable by every signed-in user. advocate_profiles stays its owner's
--   (the enrolment number and the operator's note are not public).
-- - Reviews of listed advocates, without the reviewer: private.reviews_of, per advocate.
-- - Read marks: each user reads their own (conversation_cards counts the unread from them).
--
-- Each view keeps its name, columns and rules; tests/db/*-policies.test.ts hold them to it, and
-- tests/db/security-advisor.test.ts fails if a definer view comes back.

-- Bylines ---------------------------------------------------------------------------------------

create function private.byline_of(account uuid)
returns table (id uuid, name text, role text, is_verified_advocate boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select u.id, coalesce(nullif(btrim(u.name), ''), 'LexSetu member'), u.role,
    u.role = 'advocate' and u.is_verified
  from public.users as u
  where u.id = account
$$;
comment on function private.byline_of(uuid) is 'Name (''LexSetu member'' when none), role and verified-advocate badge of an account, for the bylines of thread_author and reply_author; never e-mail or plan.';

create function private.thread_author(thread uuid)
returns table (
  author_id uuid, author_name text, author_role text, author_is_verified_advocate boolean,
  is_mine boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.name, b.role, coalesce(b.is_verified_advocate, false),
    t.author_id = (select auth.uid())
  from public.forum_threads as t
  left join private.byline_of(t.author_id) as b
    on t.deleted_at is null and (not t.is_anonymous or t.author_id = (select auth.uid()))
  where t.id = thread
$$;
comment on function private.thread_author(uuid) is 'The byline of a thread: none when it is anonymous (except to its author) or deleted; is_mine for the caller.';

create function private.reply_author(reply uuid)
returns table (
  author_id uuid, author_name text, author_role text, author_is_verified_advocate boolean,
  is_mine boolean, by_thread_author boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, b.name, b.role, coalesce(b.is_verified_advocate, false),
    r.author_id = (select auth.uid()), r.author_id = t.author_id
  from public.forum_replies as r
  join public.forum_threads as t on t.id = r.thread_id
  -- The asker of an anonymous thread stays anonymous in their own replies to it.
  left join private.byline_of(r.author_id) as b
    on not (t.is_anonymous and r.author_id = t.author_id and r.author_id <> (select auth.uid()))
  where r.id = reply
$$;
comment on function private.reply_author(uuid) is 'The byline of a reply: none for the asker''s replies in their anonymous thread, except to the asker; is_mine and by_thread_author.';

-- As every helper in private (20261129080000_function_privileges.sql): the views run them as the
-- caller, and private is not an API, so nobody calls them as one. byline_of names any account:
-- only the two functions above, which decide whom to name, may call it.
grant execute on function private.thread_author(uuid), private.reply_author(uuid)
to anon, authenticated, service_role;
revoke all on function private.byline_of(uuid) from public, anon, authenticated, service_role;

create or replace view public.forum_thread_cards with (security_invoker = on) as
select
  t.id,
  t.title,
  t.body,
  left(regexp_replace(t.body, '\s+', ' ', 'g'), 240) as excerpt,
  t.categories,
  t.is_anonymous,
  t.reply_count,
  t.upvote_count,
  t.helpful_reply_id,
  t.created_at,
  t.edited_at,
  t.deleted_at is not null as is_deleted,
  a.author_id,
  a.author_name,
  a.author_role,
  a.author_is_verified_advocate,
  a.is_mine,
  exists (
    select 1 from public.forum_thread_votes as v
    where v.thread_id = t.id and v.user_id = (select auth.uid())
  ) as has_upvoted
from public.forum_threads as t
cross join lateral private.thread_author(t.id) as a;

create or replace view public.forum_reply_cards with (security_invoker = on) as
select
  r.id,
  r.thread_id,
  r.body,
  r.upvote_count,
  r.created_at,
  r.edited_at,
  t.helpful_reply_id is not distinct from r.id as is_helpful,
  a.by_thread_author,
  a.author_id,
  a.author_name,
  a.author_role,
  a.author_is_verified_advocate,
  a.is_mine,
  exists (
    select 1 from public.forum_reply_votes as v
    where v.reply_id = r.id and v.user_id = (select auth.uid())
  ) as has_upvoted
from public.forum_replies as r
join public.forum_threads as t on t.id = r.thread_id
cross join lateral private.reply_author(r.id) as a;

drop view public.public_profiles;

-- Consultations and conversations ---------------------------------------------------------------

create function private.consultation_names(consultation uuid)
returns table (client_name text, advocate_name text)
language sql
stable
security definer
set search_path = ''
as $$
  select
    coalesce(nullif(btrim(cu.name), ''), 'LexSetu member'),
    coalesce(nullif(btrim(p.display_name), ''), nullif(btrim(au.name), ''), 'LexSetu advocate')
  from public.consultations as k
  join public.users as cu on cu.id = k.client_id
  join public.users as au on au.id = k.advocate_id
  left join public.advocate_profiles as p on p.id = k.advocate_id
  where k.id = consultation and (select auth.uid()) in (k.client_id, k.advocate_id)
$$;
comment on function private.consultation_names(uuid) is 'The client''s and the advocate''s names on a consultation, for its two sides only.';

grant execute on function private.consultation_names(uuid) to anon, authenticated, service_role;

create or replace view public.consultation_cards with (security_invoker = on) as
select
  k.id,
  k.client_id,
  k.advocate_id,
  k.category,
  k.description,
  k.mode,
  k.preferred_at,
  k.status,
  k.decline_reason,
  k.cancelled_by,
  k.created_at,
  k.accepted_at,
  k.declined_at,
  k.cancelled_at,
  k.completed_at,
  names.client_name,
  names.advocate_name,
  case when k.client_id = (select auth.uid()) then 'client' else 'advocate' end as my_role,
  c.id as conversation_id,
  exists (select 1 from public.advocate_reviews as r where r.consultation_id = k.id) as reviewed
from public.consultations as k
cross join lateral private.consultation_names(k.id) as names
left join public.conversations as c on c.consultation_id = k.id
where (select auth.uid()) in (k.client_id, k.advocate_id);

grant select on public.conversation_reads to authenticated;
create policy "Users read their own read marks"
on public.conversation_reads for select to authenticated
using ((select auth.uid()) = user_id);

create or replace view public.conversation_cards with (security_invoker = on) as
select
  c.id,
  c.consultation_id,
  k.status as consultation_status,
  k.category,
  k.mode,
  case when c.client_id = (select auth.uid()) then c.advocate_id else c.client_id end as other_id,
  case when c.client_id = (select auth.uid()) then names.advocate_name else names.client_name end
    as other_name,
  case when c.client_id = (select auth.uid()) then 'client' else 'advocate' end as my_role,
  left(regexp_replace(last.body, '\s+', ' ', 'g'), 160) as last_message,
  c.last_message_at,
  coalesce(last.sender_id = (select auth.uid()), false) as last_message_is_mine,
  (
    select count(*)::integer from public.messages as m
    where m.conversation_id = c.id and m.sender_id <> (select auth.uid())
      and m.created_at > coalesce(
        (select r.last_read_at from public.conversation_reads as r
         where r.conversation_id = c.id and r.user_id = (select auth.uid())),
        '-infinity'
      )
  ) as unread_count,
  c.created_at
from public.conversations as c
join public.consultations as k on k.id = c.consultation_id
cross join lateral private.consultation_names(c.consultation_id) as names
left join lateral (
  select m.body, m.sender_id from public.messages as m
  where m.conversation_id = c.id
  order by m.created_at desc, m.id desc
  limit 1
) as last on true
where (select auth.uid()) in (c.client_id, c.advocate_id);

-- The directory ---------------------------------------------------------------------------------

create table private.advocate_listings (
  id uuid primary key references public.advocate_profiles (id) on delete cascade,
  name text not null,
  city text,
  state text,
  languages text[] not null,
  practice_areas text[] not null,
  courts text[] not null,
  bio text,
  fee_inr integer,
  enrolment_year integer,
  rating_avg numeric(3, 2),
  review_count integer not null,
  verified_at timestamptz
);
comment on table private.advocate_listings is 'The public part of each verified advocate''s profile, as advocate_directory shows it; kept by triggers on advocate_profiles and users, read by every signed-in user.';

alter table private.advocate_listings enable row level security;
revoke all on private.advocate_listings from public, anon, authenticated;
grant select on private.advocate_listings to authenticated;
grant all on private.advocate_listings to service_role;
create policy "Signed-in users read the directory"
on private.advocate_listings for select to authenticated
using (true);

create function private.refresh_advocate_listing(advocate uuid) returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.advocate_listings as l
  where l.id = advocate
    and not exists (
      select 1 from public.advocate_profiles as p
      join public.users as u on u.id = p.id and u.role = 'advocate'
      where p.id = advocate and p.verification_status = 'verified'
    );
  insert into private.advocate_listings as l (
    id, name, city, state, languages, practice_areas, courts, bio, fee_inr, enrolment_year,
    rating_avg, review_count, verified_at
  )
  select
    p.id,
    coalesce(nullif(btrim(p.display_name), ''), nullif(btrim(u.name), ''), 'LexSetu advocate'),
    p.city, p.state, p.languages, p.practice_areas, p.courts, p.bio, p.fee_inr,
    p.enrolment_year, p.rating_avg, p.review_count, p.verified_at
  from public.advocate_profiles as p
  join public.users as u on u.id = p.id and u.role = 'advocate'
  where p.id = advocate and p.verification_status = 'verified'
  on conflict (id) do update set
    name = excluded.name, city = excluded.city, state = excluded.state,
    languages = excluded.languages, practice_areas = excluded.practice_areas,
    courts = excluded.courts, bio = excluded.bio, fee_inr = excluded.fee_inr,
    enrolment_year = excluded.enrolment_year, rating_avg = excluded.rating_avg,
    review_count = excluded.review_count, verified_at = excluded.verified_at
$$;
comment on function private.refresh_advocate_listing(uuid) is 'Lists a verified advocate as advocate_directory shows them, or takes them off the list.';

-- On advocate_profiles (the row is the profile) and on users (the row is the account).
create function private.refresh_listing_of_row() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.refresh_advocate_listing(new.id);
  return null;
end;
$$;
comment on function private.refresh_listing_of_row() is 'Trigger: keeps the directory listing of a profile that was written, or of an account whose name or role changed.';

create trigger advocate_profiles_refresh_listing
after insert or update on public.advocate_profiles
for each row execute function private.refresh_listing_of_row();

create trigger users_refresh_listing
after update of name, role on public.users
for each row
when (old.name is distinct from new.name or old.role is distinct from new.role)
execute function private.refresh_listing_of_row();

revoke all on function private.refresh_advocate_listing(uuid), private.refresh_listing_of_row()
from public, anon, authenticated;

select private.refresh_advocate_listing(p.id)
from public.advocate_profiles as p
where p.verification_status = 'verified';

create or replace view public.advocate_directory with (security_invoker = on) as
select
  l.id,
  l.name,
  l.city,
  l.state,
  l.languages,
  l.practice_areas,
  l.courts,
  l.bio,
  l.fee_inr,
  l.enrolment_year,
  case when l.enrolment_year is not null
    then greatest(extract(year from now())::integer - l.enrolment_year, 0) end as experience_years,
  round(l.rating_avg, 1) as rating,
  l.review_count,
  l.verified_at
from private.advocate_listings as l;

-- Reviews of listed advocates, without the reviewer. advocate_reviews stays its two people's.
create function private.reviews_of(advocate uuid)
returns table (consultation_id uuid, rating integer, comment text, created_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select r.consultation_id, r.rating::integer, r.comment, r.created_at
  from public.advocate_reviews as r
  where r.advocate_id = advocate
    and exists (select 1 from private.advocate_listings as l where l.id = advocate)
$$;
comment on function private.reviews_of(uuid) is 'The reviews of a listed advocate, without the reviewer.';

grant execute on function private.reviews_of(uuid) to anon, authenticated, service_role;

create or replace view public.advocate_review_cards with (security_invoker = on) as
select r.consultation_id as id, l.id as advocate_id, r.rating, r.comment, r.created_at
from private.advocate_listings as l
cross join lateral private.reviews_of(l.id) as r;
