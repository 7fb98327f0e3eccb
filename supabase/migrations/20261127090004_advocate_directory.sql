-- Advocates, part 5 of 8. What signed-in users read: the directory, review cards, profile status, dashboards.
-- Split out of 20261127090000_advocates.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations'). The overview of the feature, who sees what and its
-- error codes: 20261127090000_advocate_profiles.sql.

-- Reading ----------------------------------------------------------------------------------------
-- The views are owned by postgres, so they read past the tables' policies; each filters to what
-- the caller may see and is granted to signed-in users only.

create view public.advocate_directory as
select
  p.id,
  coalesce(nullif(btrim(p.display_name), ''), nullif(btrim(u.name), ''), 'LexSetu advocate') as name,
  p.city,
  p.state,
  p.languages,
  p.practice_areas,
  p.courts,
  p.bio,
  p.fee_inr,
  p.enrolment_year,
  case when p.enrolment_year is not null
    then greatest(extract(year from now())::integer - p.enrolment_year, 0) end as experience_years,
  round(p.rating_avg, 1) as rating,
  p.review_count,
  p.verified_at
from public.advocate_profiles as p
join public.users as u on u.id = p.id and u.role = 'advocate'
where p.verification_status = 'verified';
comment on view public.advocate_directory is 'The public part of verified advocates'' profiles. rating: the average of reviews to one decimal, null when there are none (''New''); experience_years from the year of enrolment.';

create view public.advocate_review_cards as
select r.consultation_id as id, r.advocate_id, r.rating::integer as rating, r.comment, r.created_at
from public.advocate_reviews as r
join public.advocate_profiles as p on p.id = r.advocate_id and p.verification_status = 'verified';
comment on view public.advocate_review_cards is 'Reviews of verified advocates, without the reviewer (a consultation with a lawyer is private).';

create view public.consultation_cards as
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
  coalesce(nullif(btrim(cu.name), ''), 'LexSetu member') as client_name,
  coalesce(nullif(btrim(p.display_name), ''), nullif(btrim(au.name), ''), 'LexSetu advocate') as advocate_name,
  case when k.client_id = (select auth.uid()) then 'client' else 'advocate' end as my_role,
  c.id as conversation_id,
  exists (select 1 from public.advocate_reviews as r where r.consultation_id = k.id) as reviewed
from public.consultations as k
join public.users as cu on cu.id = k.client_id
join public.users as au on au.id = k.advocate_id
left join public.advocate_profiles as p on p.id = k.advocate_id
left join public.conversations as c on c.consultation_id = k.id
where (select auth.uid()) in (k.client_id, k.advocate_id);
comment on view public.consultation_cards is 'The caller''s consultations (as client or advocate) with both names, the caller''s side, the conversation and whether it was reviewed.';

create view public.conversation_cards as
select
  c.id,
  c.consultation_id,
  k.status as consultation_status,
  k.category,
  k.mode,
  case when c.client_id = (select auth.uid()) then c.advocate_id else c.client_id end as other_id,
  case when c.client_id = (select auth.uid())
    then coalesce(nullif(btrim(p.display_name), ''), nullif(btrim(au.name), ''), 'LexSetu advocate')
    else coalesce(nullif(btrim(cu.name), ''), 'LexSetu member')
  end as other_name,
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
join public.users as cu on cu.id = c.client_id
join public.users as au on au.id = c.advocate_id
left join public.advocate_profiles as p on p.id = c.advocate_id
left join lateral (
  select m.body, m.sender_id from public.messages as m
  where m.conversation_id = c.id
  order by m.created_at desc, m.id desc
  limit 1
) as last on true
where (select auth.uid()) in (c.client_id, c.advocate_id);
comment on view public.conversation_cards is 'The caller''s conversations: the other person, the last message, and how many of the other''s messages are unread.';

create trigger advocate_directory_read_only
instead of insert or update or delete on public.advocate_directory
for each row execute function public.refuse_view_write();
create trigger advocate_review_cards_read_only
instead of insert or update or delete on public.advocate_review_cards
for each row execute function public.refuse_view_write();
create trigger consultation_cards_read_only
instead of insert or update or delete on public.consultation_cards
for each row execute function public.refuse_view_write();
create trigger conversation_cards_read_only
instead of insert or update or delete on public.conversation_cards
for each row execute function public.refuse_view_write();

-- One page of the directory. Every filter is optional; `after` is the last id of the previous
-- page. Each sort orders by two keys and the id, all ascending (see key1 and key2), so that keyset
-- paging is one row comparison whatever the sort.
create function public.advocate_directory_page(
  search text default null,
  area text default null,
  language text default null,
  state text default null,
  city text default null,
  min_years integer default null,
  max_fee integer default null,
  sort text default 'relevance',
  after uuid default null,
  page_size integer default 20
) returns setof public.advocate_directory
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  words text := nullif(btrim(search), '');
  query tsquery;
  size integer := coalesce(page_size, 20);
  this_year integer := extract(year from now())::integer;
  key1 text;
  key2 text;
  filters text;
  after_key1 float8;
  after_key2 float8;
  seqscan text := current_setting('enable_seqscan');
begin
  sort := coalesce(sort, 'relevance');
  if sort not in ('relevance', 'experience', 'rating', 'fee') then
    raise exception 'Unknown sort: use relevance, experience, rating or fee.' using errcode = '22023';
  end if;
  if size not between 1 and 50 then
    raise exception 'A page has 1 to 50 advocates.' using errcode = '22023';
  end if;
  if char_length(words) > 200 then
    raise exception 'Search at most 200 characters.' using errcode = '22023';
  end if;
  if area is not null and not area = any (public.advocate_practice_areas()) then
    raise exception 'Unknown practice area.' using errcode = '22023';
  end if;
  if language is not null and not language = any (public.advocate_languages()) then
    raise exception 'Unknown language.' using errcode = '22023';
  end if;
  if state is not null and not state = any (public.indian_states()) then
    raise exception 'Unknown state.' using errcode = '22023';
  end if;
  if min_years is not null and min_years not between 0 and 80 or max_fee is not null and max_fee < 0 then
    raise exception 'Experience is 0-80 years and the fee at least 0.' using errcode = '22023';
  end if;
  if words is not null then
    -- Each word as a prefix ('meer' finds Meera), all words required.
    select to_tsquery('simple', string_agg(quote_literal(w) || ':*', ' & '))
    into query
    from regexp_split_to_table(lower(regexp_replace(words, '[^[:alnum:][:space:]]+', ' ', 'g')), '\s+') as w
    where w <> '';
    if query is null or numnode(query) = 0 then
      return;
    end if;
  end if;
  city := nullif(lower(btrim(city)), '');

  -- The sort's two keys, as SQL over `p`: written exactly as the indexes advocate_profiles_by_*
  -- are, so that without a search a page is read in index order (the search's rank is computed
  -- for each match). Without a search, relevance is the rating order, ties and all.
  key1 := case
    when sort = 'experience' then 'coalesce(p.enrolment_year, 9999)::float8'
    when sort = 'fee' then 'coalesce(p.fee_inr, 100000000)::float8'
    when sort = 'rating' or query is null then '-coalesce(p.rating_avg, 0)::float8'
    else '-ts_rank(p.search, $1)::float8'
  end;
  key2 := case
    when sort = 'rating' or (sort = 'relevance' and query is null) then '-p.review_count::float8'
    else '-coalesce(p.rating_avg, 0)::float8'
  end;
  -- Only the filters given, so that each query is planned for them (the parameters: USING below).
  filters := concat_ws(' and ', 'p.verification_status = ''verified''',
    case when query is not null then 'p.search @@ $1' end,
    case when area is not null then 'p.practice_areas @> array[$2]' end,
    case when language is not null then 'p.languages @> array[$3]' end,
    case when state is not null then 'p.state = $4' end,
    case when city is not null then 'lower(p.city) = $5' end,
    case when min_years is not null then 'p.enrolment_year <= $6' end,
    case when max_fee is not null then 'p.fee_inr <= $7' end);
  if after is not null then
    -- The keys of the previous page's last advocate; when it does not match, no page.
    execute format('select %s, %s from public.advocate_profiles as p where p.id = $8 and %s',
      key1, key2, filters)
    into after_key1, after_key2
    using query, area, language, state, city, this_year - min_years, max_fee, after;
    if after_key1 is null then
      return;
    end if;
  end if;
  if query is not null then
    -- The planner prices `@@` like an equality, so for a common word it reads the whole table
    -- and matches every row; the GIN index finds the matches several times faster. Restored below.
    perform set_config('enable_seqscan', 'off', true);
  end if;

  -- `offset 0` keeps the rank in its subquery: computed once per match, not again for `after`.
  -- Ranking costs time per match, so a search that matches almost everyone (one letter) ranks
  -- the 2,000 best-rated matches only, as the forum's 'Best match' does with its newest 2,000.
  return query execute format(
    'select d.* from (
       select m.id, m.key1, m.key2
       from (
         select p.id, %1$s as key1, %2$s as key2
         from %6$s
         where %3$s %4$s
       ) as m
       %5$s
       order by m.key1, m.key2, m.id
       limit $11
     ) as page
     join public.advocate_directory as d on d.id = page.id
     order by page.key1, page.key2, page.id',
    key1, key2, filters,
    case when key1 like '%ts_rank%' then 'offset 0' end,
    case when after is not null then 'where (m.key1, m.key2, m.id) > ($9, $10, $8)' end,
    case when key1 like '%ts_rank%'
      then format('(select p.* from public.advocate_profiles as p where %s
        order by -coalesce(p.rating_avg, 0)::float8, -p.review_count::float8, p.id limit 2000) as p',
        filters)
      else 'public.advocate_profiles as p' end)
  using query, area, language, state, city, this_year - min_years, max_fee, after, after_key1,
    after_key2, size;
  perform set_config('enable_seqscan', seqscan, true);
end;
$$;
comment on function public.advocate_directory_page(text, text, text, text, text, integer, integer, text, uuid, integer) is
  'A page of verified advocates (1-50, default 20). search: name, practice area, place, court or bio, words as prefixes. sort: relevance (rank; rating without search), experience, rating, fee (lowest first). after: the last id of the previous page.';

create function public.record_profile_view(advocate uuid) returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.advocate_profile_views (advocate_id, viewer_id)
  select p.id, (select auth.uid())
  from public.advocate_profiles as p
  where p.id = advocate and p.verification_status = 'verified'
    and (select auth.uid()) is not null and p.id <> (select auth.uid())
  on conflict do nothing
$$;
comment on function public.record_profile_view(uuid) is 'Counts the caller''s view of a verified advocate''s profile, once a day; one''s own views do not count.';

-- The profile checklist (docs/PRODUCT.md §2 'Advocate dashboard'). The SPA computes the same
-- from the form's values (src/features/advocates/lib/profile-completion.ts); a test compares them.
create function public.advocate_profile_status(profile public.advocate_profiles, has_bank boolean)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  with states (position, section, state) as (
    values
      (1, 'basic_information', case when profile.display_name is not null and profile.city is not null
        and profile.state is not null and cardinality(profile.languages) > 0
        and char_length(btrim(coalesce(profile.bio, ''))) >= 50 then 'done' else 'missing' end),
      (2, 'professional_details', case when cardinality(profile.practice_areas) > 0
        and cardinality(profile.courts) > 0 and profile.enrolment_year is not null
        and profile.fee_inr is not null then 'done' else 'missing' end),
      (3, 'verification_documents', case profile.verification_status when 'verified' then 'done'
        when 'pending' then 'pending' else 'missing' end),
      (4, 'banking_details', case when profile.id is not null and coalesce(has_bank, false)
        then 'done' else 'missing' end)
  )
  select jsonb_build_object(
    'completion_percent',
    (25 * (2 * count(*) filter (where state = 'done') + count(*) filter (where state = 'pending')) + 1) / 2,
    'checklist',
    jsonb_agg(jsonb_build_object('section', section, 'state', state) order by position)
  )
  from states
$$;
comment on function public.advocate_profile_status(public.advocate_profiles, boolean) is 'Completion (%) and the four-part checklist of an advocate profile; mirrored by the SPA.';

create function public.my_advocate_profile_status() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select public.advocate_profile_status(
    -- No profile yet: a null row, for which every part is missing.
    (select p from public.advocate_profiles as p where p.id = (select auth.uid())),
    exists (select 1 from public.advocate_bank_details where advocate_id = (select auth.uid()))
  )
$$;
comment on function public.my_advocate_profile_status() is 'The caller''s profile completion and checklist (all missing before the profile exists).';

create function public.advocate_dashboard_stats(
  out client_messages integer,
  out profile_views integer,
  out consultations integer,
  out forum_replies integer
)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(*)::integer from public.messages as m
     join public.conversations as c on c.id = m.conversation_id
     where c.advocate_id = (select auth.uid()) and m.sender_id <> (select auth.uid())),
    (select count(*)::integer from public.advocate_profile_views
     where advocate_id = (select auth.uid()) and day > current_date - 30),
    (select count(*)::integer from public.consultations
     where advocate_id = (select auth.uid()) and status in ('requested', 'accepted', 'completed')),
    (select count(*)::integer from public.forum_replies where author_id = (select auth.uid()))
$$;
comment on function public.advocate_dashboard_stats() is 'The advocate dashboard''s four figures: messages received from clients, profile views in the last 30 days, consultations (not declined or cancelled), forum replies.';
