-- The community forum: threads, replies, upvotes, the helpful answer and reports.
--
-- Who sees what:
-- - Signed-in users read every thread and reply through two views, forum_thread_cards and
--   forum_reply_cards. The views are the only place an author is named. For an anonymous thread
--   they hide the author's id and name from everyone but the author, and they do the same for
--   the asker's own replies in that thread. The base tables never grant author_id to clients.
-- - 'Verified Advocate' is computed here, at read time, from users.role and users.is_verified.
--   Clients cannot write either column, so nobody can fake the badge.
-- - Counts (replies, upvotes), authors and timestamps are written by defaults and triggers only.
--   Column grants keep every other column out of reach of the API.
--
-- Error codes the app turns into messages: LS004 posting limit, LS005 edit window closed,
-- LS006 a vote on one's own post, LS007 a reply to a deleted thread. PostgREST answers all of
-- them with HTTP 400 and the message below.
--
-- The forum, part 1 of 5: its tables and public bylines. Parts 2 to 5 are 20261125120001 to
-- 20261125120004 (one file until the split: docs/OPERATING.md 'Migrations').

-- The one list of categories (the app's list in src/features/forum mirrors it).
create function public.forum_categories_are_valid(categories text[]) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select categories is not null
    and array_ndims(categories) = 1
    and cardinality(categories) between 1 and 3
    and categories <@ array['Criminal Law', 'Civil Law', 'Family Law', 'Property Law', 'Constitutional Law']
    and (select count(distinct c) from unnest(categories) as c) = cardinality(categories)
$$;
comment on function public.forum_categories_are_valid(text[]) is
  'Check: 1 to 3 distinct categories out of Criminal, Civil, Family, Property and Constitutional Law.';

-- Words as typed, for Hindi and Hinglish, which the English stemmer does not know: the simple
-- dictionary (lower-case, no stemming) without English stop words, so 'the' matches nothing.
create text search dictionary public.forum_words (template = pg_catalog.simple, stopwords = english);
comment on text search dictionary public.forum_words is 'Forum search: words as typed, minus English stop words.';
create text search configuration public.forum_words (copy = pg_catalog.simple);
alter text search configuration public.forum_words
  alter mapping for asciiword, word, numword, asciihword, hword, numhword, hword_asciipart,
    hword_part, hword_numpart
  with public.forum_words;
comment on text search configuration public.forum_words is 'Forum search: words as typed (Hindi, Hinglish), minus English stop words.';

create table public.forum_threads (
  id uuid primary key default gen_random_uuid(),
  author_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  title text not null,
  body text not null,
  categories text[] not null check (public.forum_categories_are_valid(categories)),
  is_anonymous boolean not null default false,
  reply_count integer not null default 0 check (reply_count >= 0),
  advocate_reply_count integer not null default 0 check (advocate_reply_count >= 0),
  upvote_count integer not null default 0 check (upvote_count >= 0),
  helpful_reply_id uuid,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  search tsvector generated always as (
    setweight(to_tsvector('english', title), 'A')
    || setweight(to_tsvector('english', body), 'B')
    || setweight(to_tsvector('public.forum_words', title), 'A')
    || setweight(to_tsvector('public.forum_words', body), 'B')
  ) stored,
  constraint forum_threads_title_length check (
    deleted_at is not null or (char_length(btrim(title, E' \t\r\n')) >= 10 and char_length(title) <= 150)
  ),
  constraint forum_threads_body_length check (
    deleted_at is not null or (char_length(btrim(body, E' \t\r\n')) >= 20 and char_length(body) <= 5000)
  )
);
comment on table public.forum_threads is
  'A question asked in the community forum. Counts are kept by triggers; a deleted thread that has replies stays as ''[deleted]'' so its replies stay readable.';
comment on column public.forum_threads.author_id is 'Never granted to clients: the views name the author, or hide them when is_anonymous.';
comment on column public.forum_threads.is_anonymous is 'Asked anonymously: only the author sees who asked. Fixed at posting.';
comment on column public.forum_threads.advocate_reply_count is 'Replies by advocate accounts; 0 puts the thread on the advocates'' dashboard.';
comment on column public.forum_threads.helpful_reply_id is 'The reply the author marked helpful (a reply of this thread, or null).';
comment on column public.forum_threads.search is 'Full-text vector: English stemming plus forum_words (words as typed), so Hindi and Hinglish words match too.';

-- Lists read newest first or most upvoted first, with keyset pagination on (key, id).
create index forum_threads_newest on public.forum_threads (created_at desc, id desc)
  where deleted_at is null;
create index forum_threads_upvoted on public.forum_threads (upvote_count desc, created_at desc, id desc)
  where deleted_at is null;
create index forum_threads_unanswered on public.forum_threads (created_at desc, id desc)
  where deleted_at is null and reply_count = 0;
create index forum_threads_awaiting_advocate on public.forum_threads (created_at desc, id desc)
  where deleted_at is null and advocate_reply_count = 0;
create index forum_threads_search on public.forum_threads using gin (search);
create index forum_threads_author on public.forum_threads (author_id, created_at desc);

create table public.forum_replies (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references public.forum_threads (id) on delete cascade,
  author_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  body text not null check (char_length(btrim(body, E' \t\r\n')) >= 1 and char_length(body) <= 5000),
  upvote_count integer not null default 0 check (upvote_count >= 0),
  by_advocate boolean not null default false,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  unique (id, thread_id)
);
comment on table public.forum_replies is 'An answer in a forum thread. Its author may edit it for 30 minutes and delete it.';
comment on column public.forum_replies.author_id is 'Never granted to clients: forum_reply_cards names the author.';
comment on column public.forum_replies.by_advocate is 'Set by the trigger: written by an advocate account (kept so counts stay right when the account goes).';
create index forum_replies_thread on public.forum_replies (thread_id, created_at, id);
create index forum_replies_author on public.forum_replies (author_id, created_at desc);

-- The helpful reply must be a reply of the same thread; deleting it clears the mark.
alter table public.forum_threads
  add constraint forum_threads_helpful_reply
  foreign key (helpful_reply_id, id) references public.forum_replies (id, thread_id)
  on delete set null (helpful_reply_id);

create table public.forum_thread_votes (
  thread_id uuid not null references public.forum_threads (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (thread_id, user_id)
);
comment on table public.forum_thread_votes is 'One upvote per user per thread; deleting the row withdraws it. Voters see only their own votes.';
create index forum_thread_votes_user on public.forum_thread_votes (user_id);

create table public.forum_reply_votes (
  reply_id uuid not null references public.forum_replies (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (reply_id, user_id)
);
comment on table public.forum_reply_votes is 'One upvote per user per reply; deleting the row withdraws it. Voters see only their own votes.';
create index forum_reply_votes_user on public.forum_reply_votes (user_id);

create table public.forum_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  thread_id uuid references public.forum_threads (id) on delete cascade,
  reply_id uuid references public.forum_replies (id) on delete cascade,
  reason text not null check (
    reason in ('spam', 'abuse', 'personal_information', 'misleading', 'other')
  ),
  details text check (details is null or char_length(details) <= 500),
  created_at timestamptz not null default now(),
  check (num_nonnulls(thread_id, reply_id) = 1),
  unique (reporter_id, thread_id),
  unique (reporter_id, reply_id)
);
comment on table public.forum_reports is 'A signed-in user''s report of a thread or a reply, once per post. Read only by the service role (moderators).';
create index forum_reports_thread on public.forum_reports (thread_id);
create index forum_reports_reply on public.forum_reports (reply_id);

-- Names, roles and verification of accounts, for bylines. Never e-mail or plan: public.users stays
-- readable by its owner only, and this view (owned by postgres, so it reads past that policy)
-- exposes just these columns, and only of accounts that have posted under their name (and the
-- caller's own): signing up does not put anyone's name on a list.
create view public.public_profiles as
select
  u.id,
  coalesce(nullif(btrim(u.name), ''), 'LexSetu member') as name,
  u.role,
  (u.role = 'advocate' and u.is_verified) as is_verified_advocate
from public.users as u
where u.id = (select auth.uid())
  or exists (
    select 1 from public.forum_threads as t
    where t.author_id = u.id and not t.is_anonymous and t.deleted_at is null
  )
  or exists (
    select 1 from public.forum_replies as r
    join public.forum_threads as t on t.id = r.thread_id
    where r.author_id = u.id and not (t.is_anonymous and t.author_id = u.id)
  );
comment on view public.public_profiles is
  'Public byline of each account that has posted under its name: display name (''LexSetu member'' when none), role, and whether it is a verified advocate. No e-mail, no plan.';
