-- Advocates (docs/PRODUCT.md §2 'Advocates'): profiles and their verification, the directory,
-- consultation requests, reviews, and messaging between a client and an advocate. Part 1 of 8:
-- the lists, profiles, bank details and profile views; parts 2 to 8 are 20261127090001 to
-- 20261127090007 (one file until the split: docs/OPERATING.md 'Migrations').
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
