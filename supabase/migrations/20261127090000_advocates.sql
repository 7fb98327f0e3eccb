-- Advocates (docs/PRODUCT.md §2 'Advocates'): profiles and their verification, the directory,
-- consultation requests, reviews, and messaging between a client and an advocate.
--
-- Who sees what:
-- - advocate_profiles: written and read whole by its owner only. Everyone signed in reads the
--   public part of *verified* profiles through the view advocate_directory. Verification is set
--   to verified or rejected only by the operator functions (service role); an owner who changes
--   the enrolment details goes back to pending.
-- - advocate_bank_details: the owner alone, for everything.
-- - consultations, conversations, messages: the two people concerned, nobody else. State changes
--   are checked by a trigger (who may move a request where), and each is timestamped.
-- - advocate_reviews: written once per completed consultation by its client; read by everyone
--   signed in through advocate_review_cards, which never names the reviewer.
--
-- The lists (practice areas, languages, states, Bar Councils) are mirrored once in
-- src/features/advocates/schemas/advocate-lists.ts.
--
-- Error codes the app shows as they are (docs/PRODUCT.md §8): LS014 requests need Premium, LS015
-- the advocate cannot take requests, LS016 an open request already exists, LS017 a state change
-- that is not allowed, LS018 a review that is not allowed, LS019 a closed conversation, LS020 the
-- message rate limit.

-- Lists ----------------------------------------------------------------------------------------

create function public.advocate_practice_areas() returns text[]
language sql immutable parallel safe set search_path = ''
as $$
  select array['Criminal Law', 'Civil Law', 'Family Law', 'Property Law', 'Constitutional Law',
    'Consumer Law', 'Labour and Employment Law', 'Cyber Law', 'Tax Law', 'Corporate Law']
$$;

create function public.advocate_languages() returns text[]
language sql immutable parallel safe set search_path = ''
as $$
  select array['English', 'Hindi', 'Bengali', 'Marathi', 'Telugu', 'Tamil', 'Gujarati', 'Urdu',
    'Kannada', 'Odia', 'Malayalam', 'Punjabi', 'Assamese', 'Maithili', 'Sanskrit', 'Konkani',
    'Nepali', 'Sindhi', 'Dogri', 'Manipuri', 'Bodo', 'Santali', 'Kashmiri']
$$;

create function public.indian_states() returns text[]
language sql immutable parallel safe set search_path = ''
as $$
  select array['Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa',
    'Gujarat', 'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala',
    'Madhya Pradesh', 'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha',
    'Punjab', 'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh',
    'Uttarakhand', 'West Bengal', 'Andaman and Nicobar Islands', 'Chandigarh',
    'Dadra and Nagar Haveli and Daman and Diu', 'Delhi', 'Jammu and Kashmir', 'Ladakh',
    'Lakshadweep', 'Puducherry']
$$;

create function public.state_bar_councils() returns text[]
language sql immutable parallel safe set search_path = ''
as $$
  select array['Bar Council of Andhra Pradesh',
    'Bar Council of Assam, Nagaland, Mizoram and Arunachal Pradesh', 'Bar Council of Bihar',
    'Bar Council of Chhattisgarh', 'Bar Council of Delhi', 'Bar Council of Gujarat',
    'Bar Council of Himachal Pradesh', 'Bar Council of Jammu and Kashmir and Ladakh',
    'Bar Council of Jharkhand', 'Bar Council of Karnataka', 'Bar Council of Kerala',
    'Bar Council of Madhya Pradesh', 'Bar Council of Maharashtra and Goa',
    'Bar Council of Manipur', 'Bar Council of Meghalaya', 'Bar Council of Odisha',
    'Bar Council of Punjab and Haryana', 'Bar Council of Rajasthan', 'Bar Council of Sikkim',
    'Bar Council of Tamil Nadu and Puducherry', 'Bar Council of Telangana',
    'Bar Council of Tripura', 'Bar Council of Uttar Pradesh', 'Bar Council of Uttarakhand',
    'Bar Council of West Bengal']
$$;

-- A list of distinct values, all from `allowed`, at most `max_items` of them.
create function public.is_list_of(items text[], allowed text[], max_items integer) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select items is not null
    and coalesce(array_ndims(items), 1) = 1
    and cardinality(items) <= max_items
    and items <@ allowed
    and (select count(distinct i) from unnest(items) as i) = cardinality(items)
$$;
comment on function public.is_list_of(text[], text[], integer) is 'Check: distinct values out of `allowed`, at most max_items.';

-- Profiles -------------------------------------------------------------------------------------

create function public.courts_are_valid(courts text[]) returns boolean
language sql immutable parallel safe set search_path = ''
as $$
  select courts is not null
    and coalesce(array_ndims(courts), 1) = 1
    and cardinality(courts) <= 10
    and not exists (
      select 1 from unnest(courts) as c where c is null or char_length(btrim(c)) not between 2 and 120
    )
$$;
comment on function public.courts_are_valid(text[]) is 'Check: at most 10 courts, each named in 2-120 characters.';

create table public.advocate_profiles (
  id uuid primary key default auth.uid() references public.users (id) on delete cascade,
  display_name text check (display_name is null or char_length(btrim(display_name)) between 2 and 100),
  city text check (city is null or char_length(btrim(city)) between 2 and 80),
  state text check (state is null or state = any (public.indian_states())),
  languages text[] not null default '{}'
    check (public.is_list_of(languages, public.advocate_languages(), 10)),
  bio text check (bio is null or char_length(bio) <= 2000),
  practice_areas text[] not null default '{}'
    check (public.is_list_of(practice_areas, public.advocate_practice_areas(), 10)),
  courts text[] not null default '{}' check (public.courts_are_valid(courts)),
  enrolment_year integer check (enrolment_year is null or enrolment_year between 1950 and 2100),
  fee_inr integer check (fee_inr is null or fee_inr between 0 and 100000),
  bar_council_enrolment_no text check (
    bar_council_enrolment_no is null
    or (char_length(btrim(bar_council_enrolment_no)) between 3 and 30
      and bar_council_enrolment_no ~ '^[A-Za-z0-9/. -]+$'
      and bar_council_enrolment_no ~ '[0-9]')
  ),
  state_bar_council text check (state_bar_council is null or state_bar_council = any (public.state_bar_councils())),
  verification_status text not null default 'unverified'
    check (verification_status in ('unverified', 'pending', 'verified', 'rejected')),
  verification_reason text check (verification_reason is null or char_length(verification_reason) <= 500),
  submitted_at timestamptz,
  verified_at timestamptz,
  rating_avg numeric(3, 2) check (rating_avg is null or rating_avg between 1 and 5),
  review_count integer not null default 0 check (review_count >= 0),
  -- Maintained by the trigger below: name, practice areas, city, state and courts, for the directory search.
  search tsvector,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.advocate_profiles is 'An advocate''s profile (one per advocate account). Written and read whole by its owner; others read verified profiles through advocate_directory.';
comment on column public.advocate_profiles.verification_status is 'unverified -> pending (enrolment details submitted; a trigger) -> verified or rejected (operator functions only). Editing the enrolment details returns to pending.';
comment on column public.advocate_profiles.rating_avg is 'Average of the reviews (null: none yet, shown as ''New''). Kept by a trigger on advocate_reviews.';
comment on column public.advocate_profiles.enrolment_year is 'Year of enrolment with the Bar Council; experience is computed from it, never typed.';

-- The directory's sorts (advocate_directory_page): one index per order, on the very expressions of
-- the function's keys, so that a page (and the page after any advocate) is read in index order and
-- the scan stops after it, instead of sorting every verified profile. Relevance without a search
-- is the rating order.
create index advocate_profiles_by_rating on public.advocate_profiles
  ((-coalesce(rating_avg, 0)::float8), (-review_count::float8), id)
  where verification_status = 'verified';
create index advocate_profiles_by_experience on public.advocate_profiles
  ((coalesce(enrolment_year, 9999)::float8), (-coalesce(rating_avg, 0)::float8), id)
  where verification_status = 'verified';
create index advocate_profiles_by_fee on public.advocate_profiles
  ((coalesce(fee_inr, 100000000)::float8), (-coalesce(rating_avg, 0)::float8), id)
  where verification_status = 'verified';
-- The directory's filters: a small state or city is a few rows to sort, not a walk of the list.
create index advocate_profiles_state on public.advocate_profiles (state)
  where verification_status = 'verified';
create index advocate_profiles_city on public.advocate_profiles (lower(city))
  where verification_status = 'verified';
create index advocate_profiles_search on public.advocate_profiles using gin (search)
  where verification_status = 'verified';
create index advocate_profiles_areas on public.advocate_profiles using gin (practice_areas)
  where verification_status = 'verified';
create index advocate_profiles_languages on public.advocate_profiles using gin (languages)
  where verification_status = 'verified';

-- Only advocate accounts have a profile; the search vector follows the profile; submitting or
-- changing the enrolment details asks for a (new) verification. People editing their own profile
-- (auth.uid() set) go through the status rules; the seed and operator functions do not.
create function public.advocate_profile_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT'
    and not exists (select 1 from public.users where id = new.id and role = 'advocate') then
    raise exception 'Only advocate accounts have an advocate profile.' using errcode = 'LS015';
  end if;
  if (select auth.uid()) is not null then
    if tg_op = 'INSERT'
      or (new.bar_council_enrolment_no, new.state_bar_council)
        is distinct from (old.bar_council_enrolment_no, old.state_bar_council) then
      if new.bar_council_enrolment_no is not null and new.state_bar_council is not null then
        new.verification_status := 'pending';
        new.submitted_at := now();
      else
        new.verification_status := 'unverified';
        new.submitted_at := null;
      end if;
      new.verification_reason := null;
      new.verified_at := null;
    end if;
    if new.enrolment_year > extract(year from now()) then
      raise exception 'The year of enrolment cannot be in the future.' using errcode = '23514';
    end if;
  end if;
  -- All 'simple', like the query of advocate_directory_page: words as written, so that a prefix
  -- finds them ('family' finds Family Law; the english stem 'famili' did not match 'family:*').
  -- The name as advocate_directory shows it: the account's when the profile has none.
  new.search :=
    setweight(to_tsvector('simple', coalesce(
      new.display_name, (select u.name from public.users as u where u.id = new.id), ''
    )), 'A')
    || setweight(to_tsvector('simple', array_to_string(new.practice_areas, ' ')), 'B')
    || setweight(to_tsvector('simple', coalesce(new.city, '') || ' ' || coalesce(new.state, '')), 'B')
    || setweight(to_tsvector('simple', array_to_string(new.courts, ' ')), 'C')
    || setweight(to_tsvector('simple', left(coalesce(new.bio, ''), 2000)), 'D');
  -- An insert keeps its own (the default, now(); the demo reset writes the seeded one back).
  if tg_op = 'UPDATE' then
    new.updated_at := now();
  end if;
  return new;
end;
$$;
comment on function public.advocate_profile_check() is 'Trigger: advocate accounts only (LS015); the owner''s enrolment details set pending/unverified; keeps the search vector.';

create trigger advocate_profiles_check
before insert or update on public.advocate_profiles
for each row execute function public.advocate_profile_check();

-- The forum's 'Verified Advocate' badge reads users.is_verified: keep it equal to the profile's.
create function public.advocate_profile_sync_badge() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users
  set is_verified = (new.verification_status = 'verified')
  where id = new.id and is_verified is distinct from (new.verification_status = 'verified');
  return null;
end;
$$;
comment on function public.advocate_profile_sync_badge() is 'Trigger: users.is_verified follows advocate_profiles.verification_status.';

-- Not 'update of verification_status': that fires only when the statement names the column, and an
-- owner's edit of the enrolment details changes it in advocate_profile_check() (a verified
-- advocate who edits them goes back to pending and must lose the badge).
create trigger advocate_profiles_sync_badge
after insert or update on public.advocate_profiles
for each row execute function public.advocate_profile_sync_badge();

-- Banking details --------------------------------------------------------------------------------

create table public.advocate_bank_details (
  advocate_id uuid primary key default auth.uid() references public.users (id) on delete cascade,
  account_holder text not null check (char_length(btrim(account_holder)) between 2 and 100),
  -- 2-256 characters before the @, written {2}{0,254}: a bound above 255 is an invalid regular
  -- expression in PostgreSQL (2201B for every row).
  upi_id text check (
    upi_id is null or upi_id ~ '^[A-Za-z0-9._-]{2}[A-Za-z0-9._-]{0,254}@[A-Za-z][A-Za-z0-9]{1,63}$'
  ),
  account_number text check (account_number is null or account_number ~ '^[0-9]{9,18}$'),
  ifsc text check (ifsc is null or ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'),
  updated_at timestamptz not null default now(),
  check ((account_number is null) = (ifsc is null)),
  check (upi_id is not null or account_number is not null)
);
comment on table public.advocate_bank_details is 'Where an advocate is paid: a UPI id, or an account number with its IFSC. Only the owner reads or writes it.';

create trigger advocate_bank_details_touch
before update on public.advocate_bank_details
for each row execute function public.touch_updated_at();

-- Profile views ----------------------------------------------------------------------------------

create table public.advocate_profile_views (
  advocate_id uuid not null references public.users (id) on delete cascade,
  viewer_id uuid not null references public.users (id) on delete cascade,
  day date not null default current_date,
  primary key (advocate_id, day, viewer_id)
);
comment on table public.advocate_profile_views is 'One row per viewer per day per profile (the dashboard''s ''Profile Views''). Written only by record_profile_view().';

-- Consultations ----------------------------------------------------------------------------------

create table public.consultations (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  advocate_id uuid not null references public.users (id) on delete cascade,
  category text not null check (category = any (public.advocate_practice_areas())),
  description text not null check (
    char_length(btrim(description, E' \t\r\n')) >= 20 and char_length(description) <= 2000
  ),
  mode text not null check (mode in ('chat', 'phone', 'video')),
  preferred_at timestamptz not null,
  status text not null default 'requested'
    check (status in ('requested', 'accepted', 'declined', 'cancelled', 'completed')),
  decline_reason text check (decline_reason is null or char_length(decline_reason) <= 500),
  cancelled_by text check (cancelled_by is null or cancelled_by in ('client', 'advocate')),
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  declined_at timestamptz,
  cancelled_at timestamptz,
  completed_at timestamptz,
  check (client_id <> advocate_id)
);
comment on table public.consultations is 'A client''s request to consult an advocate: requested -> accepted | declined | cancelled (client); accepted -> completed (advocate) | cancelled (either). Each step is timestamped.';
create index consultations_client on public.consultations (client_id, created_at desc);
create index consultations_advocate on public.consultations (advocate_id, created_at desc);
create index consultations_open_pair on public.consultations (client_id, advocate_id)
  where status in ('requested', 'accepted');

create function public.consultation_request_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    return new; -- the seed and the service role write history as it happened
  end if;
  if not exists (select 1 from public.users where id = new.client_id and plan = 'premium') then
    raise exception 'Consultation requests are part of Premium. Upgrade to Premium to connect with an advocate.'
      using errcode = 'LS014';
  end if;
  if new.advocate_id = new.client_id or not exists (
    select 1 from public.advocate_profiles as p
    join public.users as u on u.id = p.id
    where p.id = new.advocate_id and p.verification_status = 'verified' and u.role = 'advocate'
  ) then
    raise exception 'This advocate is not taking requests on LexSetu.' using errcode = 'LS015';
  end if;
  if new.preferred_at <= now() then
    raise exception 'Choose a time in the future.' using errcode = '23514';
  end if;
  if new.preferred_at > now() + interval '90 days' then
    raise exception 'Choose a time within the next 90 days.' using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('consultation:' || new.client_id::text, 0));
  if exists (
    select 1 from public.consultations
    where client_id = new.client_id and advocate_id = new.advocate_id
      and status in ('requested', 'accepted')
  ) then
    raise exception 'You already have an open request with this advocate. Follow it in Messages.'
      using errcode = 'LS016';
  end if;
  if (select count(*) from public.consultations
      where client_id = new.client_id and created_at > now() - interval '1 day') >= 10 then
    raise exception 'You can send at most 10 requests a day. Please try again tomorrow.'
      using errcode = 'LS016';
  end if;
  new.status := 'requested';
  new.created_at := now();
  return new;
end;
$$;
comment on function public.consultation_request_check() is 'Trigger: a request needs Premium (LS014), a verified advocate (LS015), a preferred time in the next 90 days, and no open request with the same advocate (LS016).';

create trigger consultations_request_check
before insert on public.consultations
for each row execute function public.consultation_request_check();

-- Who may move a request where. The service role (auth.uid() null) follows the same graph.
create function public.consultation_transition() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  by_client boolean := actor is not null and actor = old.client_id;
  by_advocate boolean := actor is not null and actor = old.advocate_id;
  allowed boolean;
begin
  if new.status is not distinct from old.status then
    if new.decline_reason is distinct from old.decline_reason then
      raise exception 'A reason can be given only when declining a request.' using errcode = 'LS017';
    end if;
    return new;
  end if;
  allowed := case
    when old.status = 'requested' and new.status in ('accepted', 'declined') then actor is null or by_advocate
    when old.status = 'requested' and new.status = 'cancelled' then actor is null or by_client
    when old.status = 'accepted' and new.status = 'completed' then actor is null or by_advocate
    when old.status = 'accepted' and new.status = 'cancelled' then actor is null or by_client or by_advocate
    else false
  end;
  if not allowed then
    raise exception '%', case
      when old.status in ('declined', 'cancelled', 'completed') then
        'This consultation is ' || old.status || ' and cannot change any more.'
      when by_client then 'Only the advocate can ' || case new.status
        when 'accepted' then 'accept' when 'declined' then 'decline' when 'completed' then 'complete'
        else 'change' end || ' this consultation.'
      when by_advocate and new.status = 'cancelled' then
        'Only the client can withdraw a request; you can decline it.'
      else 'A ' || old.status || ' consultation cannot become ' || new.status || '.'
    end using errcode = 'LS017';
  end if;
  if new.status <> 'declined' and new.decline_reason is distinct from old.decline_reason then
    raise exception 'A reason can be given only when declining a request.' using errcode = 'LS017';
  end if;
  case new.status
    when 'accepted' then new.accepted_at := now();
    when 'declined' then new.declined_at := now();
    when 'completed' then new.completed_at := now();
    when 'cancelled' then
      new.cancelled_at := now();
      new.cancelled_by := case when by_advocate then 'advocate' else 'client' end;
  end case;
  return new;
end;
$$;
comment on function public.consultation_transition() is 'Trigger: the allowed state changes and who may make them (LS017); timestamps each change.';

create trigger consultations_transition
before update on public.consultations
for each row execute function public.consultation_transition();

-- Conversations and messages ---------------------------------------------------------------------

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  consultation_id uuid not null unique references public.consultations (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  advocate_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  check (client_id <> advocate_id)
);
comment on table public.conversations is 'The private conversation of an accepted consultation: exactly its client and its advocate. Created by the database when the advocate accepts.';
create index conversations_client on public.conversations (client_id);
create index conversations_advocate on public.conversations (advocate_id);

create function public.consultation_open_conversation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.conversations (consultation_id, client_id, advocate_id, created_at)
  values (new.id, new.client_id, new.advocate_id, coalesce(new.accepted_at, now()))
  on conflict (consultation_id) do nothing;
  return null;
end;
$$;
comment on function public.consultation_open_conversation() is 'Trigger: accepting a request opens its conversation.';

create trigger consultations_open_conversation
after insert or update of status on public.consultations
for each row when (new.status in ('accepted', 'completed'))
execute function public.consultation_open_conversation();

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  body text not null check (char_length(btrim(body, E' \t\r\n')) >= 1 and char_length(body) <= 4000),
  created_at timestamptz not null default now()
);
comment on table public.messages is 'A message in a conversation, read and written only by its two participants. The id may come from the sender, so that a retried send is not stored twice.';
create index messages_conversation on public.messages (conversation_id, created_at, id);
create index messages_sender on public.messages (sender_id, created_at desc);

create table public.conversation_reads (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  last_read_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);
comment on table public.conversation_reads is 'Until when each participant has read a conversation (the unread counts). Written by mark_conversation_read().';

create function public.is_conversation_participant(conversation uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations as c
    where c.id = conversation and (select auth.uid()) in (c.client_id, c.advocate_id)
  )
$$;
comment on function public.is_conversation_participant(uuid) is 'Whether the caller is one of the two people of the conversation (used by policies).';

create function public.message_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The service role, the seed, and a retry of a message already stored (its insert then does
  -- nothing): no checks.
  if (select auth.uid()) is null or exists (select 1 from public.messages where id = new.id) then
    return new;
  end if;
  if exists (
    select 1 from public.conversations as c
    join public.consultations as k on k.id = c.consultation_id
    where c.id = new.conversation_id and k.status in ('cancelled', 'declined')
  ) then
    raise exception 'This consultation was cancelled, so its conversation is closed.' using errcode = 'LS019';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('messages:' || new.sender_id::text, 0));
  if (select count(*) from public.messages
      where sender_id = new.sender_id and created_at > now() - interval '1 minute') >= 30 then
    raise exception 'You are sending messages too fast. Please wait a minute and try again.'
      using errcode = 'LS020';
  end if;
  new.created_at := now();
  return new;
end;
$$;
comment on function public.message_check() is 'Trigger: no messages in a closed conversation (LS019); at most 30 a minute per sender (LS020).';

create trigger messages_check
before insert on public.messages
for each row execute function public.message_check();

create function public.message_touch_conversation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations
  set last_message_at = greatest(coalesce(last_message_at, new.created_at), new.created_at)
  where id = new.conversation_id;
  return null;
end;
$$;
comment on function public.message_touch_conversation() is 'Trigger: the conversation''s last_message_at (its place in the list).';

create trigger messages_touch_conversation
after insert on public.messages
for each row execute function public.message_touch_conversation();

create function public.mark_conversation_read(conversation uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- PT404: PostgREST answers 404. (P0002 is a 500 there, like every P0 code but P0001.)
  if not public.is_conversation_participant(conversation) then
    raise exception 'This conversation was not found.' using errcode = 'PT404';
  end if;
  insert into public.conversation_reads (conversation_id, user_id, last_read_at)
  values (conversation, (select auth.uid()), now())
  on conflict (conversation_id, user_id) do update set last_read_at = excluded.last_read_at;
end;
$$;
comment on function public.mark_conversation_read(uuid) is 'The caller has read the conversation up to now (clears its unread count).';

-- Reviews ----------------------------------------------------------------------------------------

create table public.advocate_reviews (
  consultation_id uuid primary key references public.consultations (id) on delete cascade,
  advocate_id uuid not null references public.users (id) on delete cascade,
  client_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text check (comment is null or char_length(comment) <= 1000),
  created_at timestamptz not null default now()
);
comment on table public.advocate_reviews is 'A client''s review of a completed consultation: one per consultation, 1-5 stars. Read through advocate_review_cards, which does not name the client.';
create index advocate_reviews_advocate on public.advocate_reviews (advocate_id, created_at desc);

create function public.advocate_review_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  consultation public.consultations;
begin
  select * into consultation from public.consultations where id = new.consultation_id;
  if not found or consultation.status <> 'completed'
    or ((select auth.uid()) is not null and consultation.client_id <> (select auth.uid())) then
    raise exception 'You can review a consultation only after it is completed, and only your own.'
      using errcode = 'LS018';
  end if;
  new.advocate_id := consultation.advocate_id;
  new.client_id := consultation.client_id;
  if (select auth.uid()) is not null then
    new.created_at := now();
  end if;
  return new;
end;
$$;
comment on function public.advocate_review_check() is 'Trigger: only the client of a completed consultation reviews it (LS018); fills advocate and client from it.';

create trigger advocate_reviews_check
before insert on public.advocate_reviews
for each row execute function public.advocate_review_check();

create function public.advocate_review_rating() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  advocate uuid := coalesce(new.advocate_id, old.advocate_id);
begin
  update public.advocate_profiles as p
  set rating_avg = r.average, review_count = r.reviews
  from (
    select round(avg(rating), 2) as average, count(*)::integer as reviews
    from public.advocate_reviews where advocate_id = advocate
  ) as r
  where p.id = advocate;
  return null;
end;
$$;
comment on function public.advocate_review_rating() is 'Trigger: the advocate''s average rating and number of reviews.';

create trigger advocate_reviews_rating
after insert or update or delete on public.advocate_reviews
for each row execute function public.advocate_review_rating();

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

-- Operators: verification lives in advocate_profiles now --------------------------------------
-- Accounts verified before profiles existed keep their badge as a verified profile.
insert into public.advocate_profiles (id, display_name, verification_status, verified_at)
select u.id, u.name, 'verified', now()
from public.users as u
where u.role = 'advocate' and u.is_verified
on conflict (id) do nothing;

drop function public.operator_advocates(boolean);
create function public.operator_advocates(pending boolean default false) returns table (
  email text,
  name text,
  is_verified boolean,
  status text,
  reason text,
  enrolment_no text,
  bar_council text,
  submitted_at timestamptz,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select u.email, coalesce(p.display_name, u.name), u.is_verified,
    coalesce(p.verification_status, 'unverified'), p.verification_reason,
    p.bar_council_enrolment_no, p.state_bar_council, p.submitted_at, u.created_at
  from public.users as u
  left join public.advocate_profiles as p on p.id = u.id
  where u.role = 'advocate' and (not pending or p.verification_status = 'pending')
  order by p.submitted_at nulls last, u.created_at, u.email
$$;
comment on function public.operator_advocates(boolean) is 'Operators: advocate accounts with their verification (unverified, pending, verified, or rejected with the reason) and the enrolment details to check; pending => only those waiting, oldest submission first.';

create or replace function public.operator_verify_advocate(email text, operator text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account public.users;
begin
  perform private.check_operator(operator);
  account := private.account_by_email(email);
  if account.role <> 'advocate' then
    raise exception '% is a % account, not an advocate.', account.email, account.role
      using errcode = 'LS013';
  end if;
  if exists (
    select 1 from public.advocate_profiles where id = account.id and verification_status = 'verified'
  ) then
    return jsonb_build_object('email', account.email, 'changed', false);
  end if;
  insert into public.advocate_profiles (id, verification_status, verified_at)
  values (account.id, 'verified', now())
  on conflict (id) do update
  set verification_status = 'verified', verification_reason = null, verified_at = now();
  insert into public.audit_log (actor, action, subject)
  values (btrim(operator), 'verify-advocate', account.email);
  return jsonb_build_object('email', account.email, 'changed', true);
end;
$$;

create or replace function public.operator_reject_advocate(email text, reason text, operator text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account public.users;
  why text := btrim(reason);
  profile public.advocate_profiles;
begin
  perform private.check_operator(operator);
  if why is null or char_length(why) not between 3 and 500 then
    raise exception 'Give the reason for the rejection (3-500 characters).' using errcode = '22023';
  end if;
  account := private.account_by_email(email);
  if account.role <> 'advocate' then
    raise exception '% is a % account, not an advocate.', account.email, account.role
      using errcode = 'LS013';
  end if;
  select * into profile from public.advocate_profiles where id = account.id;
  if profile.verification_status = 'rejected' and profile.verification_reason = why then
    return jsonb_build_object('email', account.email, 'changed', false);
  end if;
  insert into public.advocate_profiles (id, verification_status, verification_reason, verified_at)
  values (account.id, 'rejected', why, null)
  on conflict (id) do update
  set verification_status = 'rejected', verification_reason = why, verified_at = null;
  insert into public.audit_log (actor, action, subject, details)
  values (
    btrim(operator), 'reject-advocate', account.email,
    jsonb_build_object('reason', why, 'was_verified', coalesce(profile.verification_status = 'verified', false))
  );
  return jsonb_build_object('email', account.email, 'changed', true);
end;
$$;

-- The demo reset covers the new tables -----------------------------------------------------------
-- Seeded rows have fixed ids (d3a…, d3k…, d3m… : see supabase/seed.sql); profiles and bank
-- details are keyed by the account, so the demo's are recorded whole.
create or replace function private.snapshot_demo_content() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  demo uuid[] := array(
    select id from auth.users where raw_app_meta_data ->> 'demo' = 'true' order by id
  );
  taken integer;
begin
  delete from private.demo_snapshot;
  with threads as (
    select t.* from public.forum_threads as t
    where t.author_id = any (demo) and private.is_seeded(t.id)
  ),
  replies as (
    select r.* from public.forum_replies as r
    where private.is_seeded(r.id)
      and (r.author_id = any (demo) or r.thread_id in (select id from threads))
  ),
  chats as (
    select c.* from public.chats as c where c.owner_id = any (demo) and private.is_seeded(c.id)
  ),
  consultations as (
    select k.* from public.consultations as k
    where (k.client_id = any (demo) or k.advocate_id = any (demo)) and private.is_seeded(k.id)
  ),
  conversations as (
    select c.* from public.conversations as c
    where c.consultation_id in (select id from consultations)
  ),
  rows (relation, row_data, rank) as (
    select 'public.users', to_jsonb(u), 1 from public.users as u where u.id = any (demo)
    union all select 'public.chats', to_jsonb(c), 2 from chats as c
    union all
    select 'public.chat_messages', to_jsonb(m), 3
    from public.chat_messages as m where m.chat_id in (select id from chats)
    union all select 'public.forum_threads', to_jsonb(t), 4 from threads as t
    union all select 'public.forum_replies', to_jsonb(r), 5 from replies as r
    union all
    select 'public.forum_thread_votes', to_jsonb(v), 6
    from public.forum_thread_votes as v
    where v.thread_id in (select id from threads) and v.user_id <> all (demo)
    union all
    select 'public.forum_reply_votes', to_jsonb(v), 7
    from public.forum_reply_votes as v
    where v.reply_id in (select id from replies) and v.user_id <> all (demo)
    -- Helpful marks pointing at the demo's replies, in threads of other people too.
    union all
    select 'helpful', jsonb_build_object('thread_id', t.id, 'reply_id', t.helpful_reply_id), 8
    from public.forum_threads as t
    where t.helpful_reply_id in (select id from replies)
    union all
    select 'public.advocate_profiles', to_jsonb(p) - 'search', 9
    from public.advocate_profiles as p where p.id = any (demo)
    union all
    select 'public.advocate_bank_details', to_jsonb(b), 10
    from public.advocate_bank_details as b where b.advocate_id = any (demo)
    union all select 'public.consultations', to_jsonb(k), 11 from consultations as k
    union all select 'public.conversations', to_jsonb(c), 12 from conversations as c
    union all
    select 'public.messages', to_jsonb(m), 13
    from public.messages as m
    where m.conversation_id in (select id from conversations) and private.is_seeded(m.id)
    union all
    select 'public.conversation_reads', to_jsonb(r), 14
    from public.conversation_reads as r
    where r.conversation_id in (select id from conversations)
    union all
    select 'public.advocate_reviews', to_jsonb(r), 15
    from public.advocate_reviews as r where r.consultation_id in (select id from consultations)
  )
  insert into private.demo_snapshot (relation, row_data)
  select relation, row_data from rows
  order by rank, row_data ->> 'created_at', row_data ->> 'id';
  get diagnostics taken = row_count;
  return taken;
end;
$$;

create or replace function public.operator_reset_demo(operator text default null) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  demo uuid[] := array(select id from auth.users where raw_app_meta_data ->> 'demo' = 'true');
  demo_threads uuid[] := array(select id from public.forum_threads where author_id = any (demo));
  removed jsonb := '{}';
  restored jsonb := '{}';
  n integer;
begin
  if not exists (select 1 from private.demo_snapshot) then
    return jsonb_build_object('removed', removed, 'restored', restored, 'note', 'no demo snapshot');
  end if;
  -- One reset at a time: two starting backends, or an operator and a start, would interleave.
  perform pg_advisory_xact_lock(hashtextextended('operator_reset_demo', 0));

  delete from public.upgrade_requests where user_id = any (demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('upgrade_requests', n);
  delete from public.forum_reports where reporter_id = any (demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('forum_reports', n);
  delete from public.forum_thread_votes where user_id = any (demo) or thread_id = any (demo_threads);
  delete from public.forum_reply_votes as v
  using public.forum_replies as r
  where r.id = v.reply_id
    and (v.user_id = any (demo) or r.author_id = any (demo) or r.thread_id = any (demo_threads));
  -- Replies first, so that a demo thread has none left and is removed rather than kept as
  -- '[deleted]'.
  -- Seeded rows go too and are written back below; `removed` counts only the others.
  with gone as (
    delete from public.forum_replies where author_id = any (demo) or thread_id = any (demo_threads)
    returning id
  )
  select count(*) filter (where not private.is_seeded(id)) into n from gone;
  removed := removed || jsonb_build_object('forum_replies', n);
  with gone as (delete from public.forum_threads where id = any (demo_threads) returning id)
  select count(*) filter (where not private.is_seeded(id)) into n from gone;
  removed := removed || jsonb_build_object('forum_threads', n);
  with gone as (delete from public.chats where owner_id = any (demo) returning id)
  select count(*) filter (where not private.is_seeded(id)) into n from gone;
  removed := removed || jsonb_build_object('chats', n);
  -- Consultations take their conversations, messages, reads and reviews with them.
  with gone as (
    delete from public.consultations where client_id = any (demo) or advocate_id = any (demo)
    returning id
  )
  select count(*) filter (where not private.is_seeded(id)) into n from gone;
  removed := removed || jsonb_build_object('consultations', n);
  delete from public.advocate_profile_views where advocate_id = any (demo) or viewer_id = any (demo);
  delete from public.advocate_bank_details where advocate_id = any (demo);
  delete from public.advocate_profiles where id = any (demo);

  update public.users as u
  set name = s.name, plan = s.plan, is_verified = s.is_verified
  from private.demo_snapshot as d
  cross join lateral jsonb_populate_record(null::public.users, d.row_data) as s
  where d.relation = 'public.users' and u.id = s.id;

  n := private.restore_snapshot_rows('public.chats', '{"message_count": 0}');
  restored := restored || jsonb_build_object('chats', n);
  perform private.restore_snapshot_rows('public.chat_messages');
  -- Inserting a message touches its chat: give the chats their seeded dates back.
  update public.chats as c set updated_at = s.updated_at
  from private.demo_snapshot as d
  cross join lateral jsonb_populate_record(null::public.chats, d.row_data) as s
  where d.relation = 'public.chats' and c.id = s.id;
  n := private.restore_snapshot_rows(
    'public.forum_threads',
    '{"reply_count": 0, "advocate_reply_count": 0, "upvote_count": 0, "helpful_reply_id": null}'
  );
  restored := restored || jsonb_build_object('forum_threads', n);
  n := private.restore_snapshot_rows('public.forum_replies', '{"upvote_count": 0}');
  restored := restored || jsonb_build_object('forum_replies', n);
  perform private.restore_snapshot_rows('public.forum_thread_votes');
  perform private.restore_snapshot_rows('public.forum_reply_votes');
  update public.forum_threads as t set helpful_reply_id = (d.row_data ->> 'reply_id')::uuid
  from private.demo_snapshot as d
  where d.relation = 'helpful' and t.id = (d.row_data ->> 'thread_id')::uuid;

  -- Profiles as postgres (no auth.uid()), so the snapshot's verification status is kept; the
  -- badge trigger puts users.is_verified back in line with it.
  n := private.restore_snapshot_rows('public.advocate_profiles', '{"rating_avg": null, "review_count": 0}');
  restored := restored || jsonb_build_object('advocate_profiles', n);
  perform private.restore_snapshot_rows('public.advocate_bank_details');
  n := private.restore_snapshot_rows('public.consultations');
  restored := restored || jsonb_build_object('consultations', n);
  -- The seeded conversation replaces the one the restored consultation's trigger opened.
  delete from public.conversations as c
  using private.demo_snapshot as d
  where d.relation = 'public.conversations'
    and c.consultation_id = (d.row_data ->> 'consultation_id')::uuid;
  perform private.restore_snapshot_rows('public.conversations');
  n := private.restore_snapshot_rows('public.messages');
  restored := restored || jsonb_build_object('messages', n);
  perform private.restore_snapshot_rows('public.conversation_reads');
  perform private.restore_snapshot_rows('public.advocate_reviews');
  -- Writing a message touches its conversation: give them their seeded dates back.
  update public.conversations as c set last_message_at = s.last_message_at
  from private.demo_snapshot as d
  cross join lateral jsonb_populate_record(null::public.conversations, d.row_data) as s
  where d.relation = 'public.conversations' and c.id = s.id;

  if operator is not null then
    insert into public.audit_log (actor, action, details)
    values (operator, 'reset-demo', jsonb_build_object('removed', removed, 'restored', restored));
  end if;
  return jsonb_build_object('removed', removed, 'restored', restored);
end;
$$;

-- Privileges and policies ------------------------------------------------------------------------

alter table public.advocate_profiles enable row level security;
alter table public.advocate_bank_details enable row level security;
alter table public.advocate_profile_views enable row level security;
alter table public.consultations enable row level security;
alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.conversation_reads enable row level security;
alter table public.advocate_reviews enable row level security;

revoke all on public.advocate_profiles, public.advocate_bank_details,
  public.advocate_profile_views, public.consultations, public.conversations, public.messages,
  public.conversation_reads, public.advocate_reviews, public.advocate_directory,
  public.advocate_review_cards, public.consultation_cards, public.conversation_cards
from anon, authenticated;
grant all on public.advocate_profiles, public.advocate_bank_details,
  public.advocate_profile_views, public.consultations, public.conversations, public.messages,
  public.conversation_reads, public.advocate_reviews
to service_role;
grant select on public.advocate_directory, public.advocate_review_cards,
  public.consultation_cards, public.conversation_cards
to authenticated, service_role;

-- The owner reads the whole row (RLS); writes never reach verification, rating or search.
grant select on public.advocate_profiles to authenticated;
grant insert (id, display_name, city, state, languages, bio, practice_areas, courts,
  enrolment_year, fee_inr, bar_council_enrolment_no, state_bar_council)
on public.advocate_profiles to authenticated;
-- id too: an upsert sets every column it sends (the policy keeps it the owner's own).
grant update (id, display_name, city, state, languages, bio, practice_areas, courts,
  enrolment_year, fee_inr, bar_council_enrolment_no, state_bar_council)
on public.advocate_profiles to authenticated;

grant select, delete on public.advocate_bank_details to authenticated;
grant insert (advocate_id, account_holder, upi_id, account_number, ifsc),
  update (advocate_id, account_holder, upi_id, account_number, ifsc)
on public.advocate_bank_details to authenticated;

grant select on public.consultations to authenticated;
grant insert (advocate_id, category, description, mode, preferred_at) on public.consultations to authenticated;
grant update (status, decline_reason) on public.consultations to authenticated;

grant select on public.conversations, public.messages, public.advocate_reviews to authenticated;
grant insert (id, conversation_id, body) on public.messages to authenticated;
grant insert (consultation_id, rating, comment) on public.advocate_reviews to authenticated;

revoke all on function
  public.advocate_profile_check(), public.advocate_profile_sync_badge(),
  public.consultation_request_check(), public.consultation_transition(),
  public.consultation_open_conversation(), public.message_check(),
  public.message_touch_conversation(), public.advocate_review_check(),
  public.advocate_review_rating(), public.is_conversation_participant(uuid),
  public.advocate_profile_status(public.advocate_profiles, boolean),
  public.advocate_directory_page(text, text, text, text, text, integer, integer, text, uuid, integer),
  public.record_profile_view(uuid), public.mark_conversation_read(uuid),
  public.my_advocate_profile_status(), public.advocate_dashboard_stats()
from public, anon;
revoke all on function
  public.advocate_profile_check(), public.advocate_profile_sync_badge(),
  public.consultation_request_check(), public.consultation_transition(),
  public.consultation_open_conversation(), public.message_check(),
  public.message_touch_conversation(), public.advocate_review_check(),
  public.advocate_review_rating()
from authenticated;
grant execute on function
  public.is_conversation_participant(uuid),
  public.advocate_directory_page(text, text, text, text, text, integer, integer, text, uuid, integer),
  public.record_profile_view(uuid), public.mark_conversation_read(uuid),
  public.my_advocate_profile_status(), public.advocate_dashboard_stats()
to authenticated, service_role;
revoke all on function public.operator_advocates(boolean) from public, anon, authenticated;
grant execute on function public.operator_advocates(boolean) to service_role;
revoke all on all functions in schema private from public, anon, authenticated;

create policy "Advocates read their own profile"
on public.advocate_profiles for select to authenticated
using ((select auth.uid()) = id);

create policy "Advocates create their own profile"
on public.advocate_profiles for insert to authenticated
with check ((select auth.uid()) = id);

create policy "Advocates edit their own profile"
on public.advocate_profiles for update to authenticated
using ((select auth.uid()) = id)
with check ((select auth.uid()) = id);

create policy "Advocates read their own bank details"
on public.advocate_bank_details for select to authenticated
using ((select auth.uid()) = advocate_id);

create policy "Advocates add their own bank details"
on public.advocate_bank_details for insert to authenticated
with check (
  (select auth.uid()) = advocate_id
  and exists (select 1 from public.users where id = (select auth.uid()) and role = 'advocate')
);

create policy "Advocates change their own bank details"
on public.advocate_bank_details for update to authenticated
using ((select auth.uid()) = advocate_id)
with check ((select auth.uid()) = advocate_id);

create policy "Advocates remove their own bank details"
on public.advocate_bank_details for delete to authenticated
using ((select auth.uid()) = advocate_id);

create policy "Both sides read their consultations"
on public.consultations for select to authenticated
using ((select auth.uid()) in (client_id, advocate_id));

create policy "Clients request consultations as themselves"
on public.consultations for insert to authenticated
with check ((select auth.uid()) = client_id);

create policy "Both sides move their consultations along"
on public.consultations for update to authenticated
using ((select auth.uid()) in (client_id, advocate_id))
with check ((select auth.uid()) in (client_id, advocate_id));

create policy "Participants read their conversations"
on public.conversations for select to authenticated
using ((select auth.uid()) in (client_id, advocate_id));

create policy "Participants read their messages"
on public.messages for select to authenticated
using (public.is_conversation_participant(conversation_id));

create policy "Participants write as themselves"
on public.messages for insert to authenticated
with check ((select auth.uid()) = sender_id and public.is_conversation_participant(conversation_id));

create policy "Both sides read their reviews"
on public.advocate_reviews for select to authenticated
using ((select auth.uid()) in (client_id, advocate_id));

create policy "Clients review as themselves"
on public.advocate_reviews for insert to authenticated
with check ((select auth.uid()) = client_id);

-- A database seeded before this migration records the demo's (new) state now; seed.sql does it on
-- new databases.
select private.snapshot_demo_content()
where exists (select 1 from auth.users where raw_app_meta_data ->> 'demo' = 'true');
