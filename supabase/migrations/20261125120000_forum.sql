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

-- Bylines ---------------------------------------------------------------------------------------

-- Both views are owned by postgres, so they read past the tables' policies; they are granted to
-- signed-in users only. auth.uid() is the caller.
create view public.forum_thread_cards as
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
  author.id as author_id,
  author.name as author_name,
  author.role as author_role,
  coalesce(author.is_verified_advocate, false) as author_is_verified_advocate,
  t.author_id = (select auth.uid()) as is_mine,
  exists (
    select 1 from public.forum_thread_votes as v
    where v.thread_id = t.id and v.user_id = (select auth.uid())
  ) as has_upvoted
from public.forum_threads as t
left join public.public_profiles as author
  on author.id = t.author_id
  and t.deleted_at is null
  and (not t.is_anonymous or t.author_id = (select auth.uid()));
comment on view public.forum_thread_cards is
  'Threads as the forum shows them. author_* is null when the thread is anonymous (except to its author) or deleted.';

create view public.forum_reply_cards as
select
  r.id,
  r.thread_id,
  r.body,
  r.upvote_count,
  r.created_at,
  r.edited_at,
  t.helpful_reply_id is not distinct from r.id as is_helpful,
  r.author_id = t.author_id as by_thread_author,
  author.id as author_id,
  author.name as author_name,
  author.role as author_role,
  coalesce(author.is_verified_advocate, false) as author_is_verified_advocate,
  r.author_id = (select auth.uid()) as is_mine,
  exists (
    select 1 from public.forum_reply_votes as v
    where v.reply_id = r.id and v.user_id = (select auth.uid())
  ) as has_upvoted
from public.forum_replies as r
join public.forum_threads as t on t.id = r.thread_id
left join public.public_profiles as author
  on author.id = r.author_id
  -- The asker of an anonymous thread stays anonymous in their own replies to it.
  and not (t.is_anonymous and r.author_id = t.author_id and r.author_id <> (select auth.uid()));
comment on view public.forum_reply_cards is
  'Replies as the thread page shows them. author_* is null for the asker''s replies in their anonymous thread, except to the asker.';

-- The views are read-only. Postgres would refuse a write to them with 55000 (not updatable)
-- before it checks privileges, and PostgREST answers that with a 500; with these triggers the
-- privilege check comes first and a write is a plain 401/403.
create function public.refuse_view_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'permission denied for view %', tg_table_name using errcode = '42501';
end;
$$;
comment on function public.refuse_view_write() is 'Trigger: INSTEAD OF any write on a read-only view, refuses it (42501).';
revoke all on function public.refuse_view_write() from public, anon, authenticated;

create trigger public_profiles_read_only
instead of insert or update or delete on public.public_profiles
for each row execute function public.refuse_view_write();
create trigger forum_thread_cards_read_only
instead of insert or update or delete on public.forum_thread_cards
for each row execute function public.refuse_view_write();
create trigger forum_reply_cards_read_only
instead of insert or update or delete on public.forum_reply_cards
for each row execute function public.refuse_view_write();

-- Reading lists --------------------------------------------------------------------------------

-- One page of threads: optional full-text search (websearch syntax) and category, a sort, and
-- keyset pagination after a thread id (the last of the previous page). Security definer because
-- it filters on columns clients may not read (search, author-free counts); what it returns are
-- rows of forum_thread_cards, which hide anonymous authors from the caller as always.
--
-- 'relevance' ranks the newest 2,000 matches, not all of them: ranking reads every candidate row,
-- and a word as common as 'police' matches a quarter of all threads (25,000 of 100,000 in
-- `npm run bench:forum`, ~45 ms; the window keeps it under 10 ms). A narrower search reaches
-- older threads. That query is planned for each search's own words (EXECUTE), because the best
-- plan differs: a common word walks the newest index, a rare one reads the GIN index.
create function public.forum_thread_page(
  search text default null,
  category text default null,
  sort text default 'newest',
  after uuid default null,
  page_size integer default 20
) returns setof public.forum_thread_cards
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  relevance_window constant integer := 2000;
  words text := nullif(btrim(search), '');
  query tsquery;
  anchor public.forum_threads%rowtype;
  anchor_rank real;
  size integer := least(greatest(coalesce(page_size, 20), 1), 50);
  ids uuid[];
begin
  if sort is null or sort not in ('newest', 'upvoted', 'unanswered', 'awaiting_advocate', 'relevance') then
    raise exception 'Unknown sort: use newest, upvoted, unanswered, awaiting_advocate or relevance.'
      using errcode = '22023';
  end if;
  if category is not null and not public.forum_categories_are_valid(array[category]) then
    raise exception 'Unknown category.' using errcode = '22023';
  end if;
  if char_length(words) > 200 then
    raise exception 'Search at most 200 characters.' using errcode = '22023';
  end if;
  if words is not null then
    query := websearch_to_tsquery('english', words)
      || websearch_to_tsquery('public.forum_words', words);
    if numnode(query) = 0 then
      return; -- only stop words or punctuation: nothing to look for
    end if;
  elsif sort = 'relevance' then
    sort := 'newest';
  end if;
  if after is not null then
    select * into anchor from public.forum_threads as t where t.id = after;
    if not found then
      raise exception 'The page you were reading has changed: reload the list.' using errcode = '22023';
    end if;
    if query is not null then
      anchor_rank := ts_rank(anchor.search, query);
    end if;
  end if;

  if sort = 'relevance' then
    execute
      'select array(
         select m.id from (
           select t.id, ts_rank(t.search, $1) as rank
           from public.forum_threads as t
           where t.deleted_at is null and t.search @@ $1
             and ($2::text is null or t.categories @> array[$2])
           order by t.created_at desc, t.id desc
           limit $3
         ) as m
         where $4::uuid is null or (m.rank, m.id) < ($5, $4)
         order by m.rank desc, m.id desc
         limit $6
       )'
      into ids
      using query, category, relevance_window, after, anchor_rank, size;
  elsif sort = 'upvoted' then
    ids := array(
      select t.id from public.forum_threads as t
      where t.deleted_at is null
        and (query is null or t.search @@ query)
        and (category is null or t.categories @> array[category])
        and (after is null
          or (t.upvote_count, t.created_at, t.id) < (anchor.upvote_count, anchor.created_at, anchor.id))
      order by t.upvote_count desc, t.created_at desc, t.id desc
      limit size
    );
  elsif sort = 'unanswered' then
    ids := array(
      select t.id from public.forum_threads as t
      where t.deleted_at is null and t.reply_count = 0
        and (query is null or t.search @@ query)
        and (category is null or t.categories @> array[category])
        and (after is null or (t.created_at, t.id) < (anchor.created_at, anchor.id))
      order by t.created_at desc, t.id desc
      limit size
    );
  elsif sort = 'awaiting_advocate' then
    ids := array(
      select t.id from public.forum_threads as t
      where t.deleted_at is null and t.advocate_reply_count = 0
        and (query is null or t.search @@ query)
        and (category is null or t.categories @> array[category])
        and (after is null or (t.created_at, t.id) < (anchor.created_at, anchor.id))
      order by t.created_at desc, t.id desc
      limit size
    );
  else
    ids := array(
      select t.id from public.forum_threads as t
      where t.deleted_at is null
        and (query is null or t.search @@ query)
        and (category is null or t.categories @> array[category])
        and (after is null or (t.created_at, t.id) < (anchor.created_at, anchor.id))
      order by t.created_at desc, t.id desc
      limit size
    );
  end if;

  return query
  select c.*
  from unnest(ids) with ordinality as page (id, position)
  join public.forum_thread_cards as c on c.id = page.id
  order by page.position;
end;
$$;
comment on function public.forum_thread_page(text, text, text, uuid, integer) is
  'A page of threads (1-50, default 20). search: websearch syntax, English stemming or exact words. sort: newest, upvoted, unanswered (no reply), awaiting_advocate (no advocate reply), relevance (with search; the newest 2,000 matches, ranked). after: the last thread id of the previous page.';

-- The signed-in user's forum activity (the advocate dashboard's 'forum replies').
create function public.my_forum_activity(out threads integer, out replies integer)
language sql
stable
security definer
set search_path = ''
as $$
  select
    (select count(*)::integer from public.forum_threads where author_id = (select auth.uid())),
    (select count(*)::integer from public.forum_replies where author_id = (select auth.uid()))
$$;
comment on function public.my_forum_activity() is 'How many threads and replies the caller has posted (author_id is not readable by clients).';

-- Triggers -------------------------------------------------------------------------------------

-- Posting limits, serialised per author so that parallel requests cannot slip past them.
create function public.forum_posting_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  perform pg_advisory_xact_lock(hashtextextended(tg_table_name || ':' || new.author_id::text, 0));
  if tg_table_name = 'forum_threads' then
    select count(*) into recent from public.forum_threads
    where author_id = new.author_id and created_at > now() - interval '1 hour';
    if recent >= 5 then
      raise exception 'You can start at most 5 threads an hour. Please wait a while and post again.'
        using errcode = 'LS004';
    end if;
  else
    select count(*) into recent from public.forum_replies
    where author_id = new.author_id and created_at > now() - interval '1 hour';
    if recent >= 30 then
      raise exception 'You can post at most 30 replies an hour. Please wait a while and reply again.'
        using errcode = 'LS004';
    end if;
  end if;
  return new;
end;
$$;
comment on function public.forum_posting_limit() is 'Trigger: at most 5 threads and 30 replies per author per hour (LS004).';

create trigger forum_threads_posting_limit
before insert on public.forum_threads
for each row execute function public.forum_posting_limit();

create trigger forum_replies_posting_limit
before insert on public.forum_replies
for each row execute function public.forum_posting_limit();

-- Edits: the text of a post may change for 30 minutes after posting (for its author; the service
-- role and the seed may always), and every edit is timestamped. Deleting is not editing.
create function public.forum_post_edit() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'forum_threads' then
    if new.deleted_at is not null and old.deleted_at is null then
      return new;
    end if;
    if (new.title, new.body, new.categories) is not distinct from (old.title, old.body, old.categories) then
      return new;
    end if;
    if old.deleted_at is not null then
      raise exception 'This thread was deleted.' using errcode = 'LS007';
    end if;
  elsif new.body is not distinct from old.body then
    return new;
  end if;
  if (select auth.uid()) is not null and old.created_at < now() - interval '30 minutes' then
    raise exception 'Posts can be edited only in the first 30 minutes after posting.'
      using errcode = 'LS005';
  end if;
  new.edited_at := now();
  return new;
end;
$$;
comment on function public.forum_post_edit() is 'Trigger: the text of a post changes only within 30 minutes of posting (LS005); sets edited_at.';

create trigger forum_threads_edit
before update on public.forum_threads
for each row execute function public.forum_post_edit();

create trigger forum_replies_edit
before update on public.forum_replies
for each row execute function public.forum_post_edit();

-- A thread with replies is not removed: it becomes '[deleted]' (no author, no text) and its
-- replies stay. Without replies it is removed.
create function public.forum_thread_soft_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Deeper than 1: a cascade (the author's account is being deleted), which must really delete,
  -- or the foreign key would be left pointing at nobody.
  if old.reply_count = 0 or old.deleted_at is not null or pg_trigger_depth() > 1 then
    return old;
  end if;
  update public.forum_threads
  set deleted_at = now(), title = '[deleted]', body = '[deleted]', helpful_reply_id = null
  where id = old.id;
  return null;
end;
$$;
comment on function public.forum_thread_soft_delete() is 'Trigger: deleting a thread that has replies blanks it to ''[deleted]'' instead, keeping the replies (unless the author''s account is being deleted).';

create trigger forum_threads_soft_delete
before delete on public.forum_threads
for each row execute function public.forum_thread_soft_delete();

-- No new replies under a deleted thread; remember whether an advocate wrote the reply.
create function public.forum_reply_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.forum_threads where id = new.thread_id and deleted_at is not null
  ) then
    raise exception 'This thread was deleted: it takes no new replies.' using errcode = 'LS007';
  end if;
  new.by_advocate := coalesce(
    (select u.role = 'advocate' from public.users as u where u.id = new.author_id), false
  );
  return new;
end;
$$;
comment on function public.forum_reply_check() is 'Trigger: refuses replies to a deleted thread (LS007); sets by_advocate.';

create trigger forum_replies_check
before insert on public.forum_replies
for each row execute function public.forum_reply_check();

-- Counts change after the row is written: a before trigger would also count an insert that
-- ON CONFLICT DO NOTHING then skips.
create function public.forum_reply_counts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  post public.forum_replies := coalesce(new, old);
  delta integer := case tg_op when 'INSERT' then 1 else -1 end;
begin
  update public.forum_threads
  set reply_count = greatest(reply_count + delta, 0),
      advocate_reply_count = greatest(advocate_reply_count + delta * post.by_advocate::integer, 0)
  where id = post.thread_id;
  return null;
end;
$$;
comment on function public.forum_reply_counts() is 'Trigger: keeps reply_count and advocate_reply_count of the thread.';

create trigger forum_replies_counts
after insert or delete on public.forum_replies
for each row execute function public.forum_reply_counts();

-- Nobody upvotes their own post or a deleted thread.
create function public.forum_vote_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  author uuid;
begin
  if tg_table_name = 'forum_thread_votes' then
    select t.author_id into author from public.forum_threads as t
    where t.id = new.thread_id and t.deleted_at is null;
    if author is null then
      raise exception 'This thread was deleted.' using errcode = 'LS007';
    end if;
  else
    select r.author_id into author from public.forum_replies as r where r.id = new.reply_id;
  end if;
  if author = new.user_id then
    raise exception 'You cannot upvote your own post.' using errcode = 'LS006';
  end if;
  return new;
end;
$$;
comment on function public.forum_vote_check() is 'Trigger: refuses self-votes (LS006) and votes on deleted threads (LS007).';

-- Upvote counts, after the vote row is written or removed (see forum_reply_counts).
create function public.forum_vote_counts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delta integer := case tg_op when 'INSERT' then 1 else -1 end;
begin
  if tg_table_name = 'forum_thread_votes' then
    update public.forum_threads
    set upvote_count = greatest(upvote_count + delta, 0)
    where id = coalesce(new.thread_id, old.thread_id);
  else
    update public.forum_replies
    set upvote_count = greatest(upvote_count + delta, 0)
    where id = coalesce(new.reply_id, old.reply_id);
  end if;
  return null;
end;
$$;
comment on function public.forum_vote_counts() is 'Trigger: keeps upvote_count of threads and replies.';

create trigger forum_thread_votes_check
before insert on public.forum_thread_votes
for each row execute function public.forum_vote_check();
create trigger forum_thread_votes_counts
after insert or delete on public.forum_thread_votes
for each row execute function public.forum_vote_counts();
create trigger forum_reply_votes_check
before insert on public.forum_reply_votes
for each row execute function public.forum_vote_check();
create trigger forum_reply_votes_counts
after insert or delete on public.forum_reply_votes
for each row execute function public.forum_vote_counts();

revoke all on function
  public.forum_posting_limit(), public.forum_post_edit(), public.forum_thread_soft_delete(),
  public.forum_reply_check(), public.forum_reply_counts(), public.forum_vote_check(),
  public.forum_vote_counts()
from public, anon, authenticated;

-- Privileges and policies ----------------------------------------------------------------------

alter table public.forum_threads enable row level security;
alter table public.forum_replies enable row level security;
alter table public.forum_thread_votes enable row level security;
alter table public.forum_reply_votes enable row level security;
alter table public.forum_reports enable row level security;

revoke all on public.forum_threads, public.forum_replies, public.forum_thread_votes,
  public.forum_reply_votes, public.forum_reports, public.public_profiles,
  public.forum_thread_cards, public.forum_reply_cards
from anon, authenticated;
revoke all on function public.forum_thread_page(text, text, text, uuid, integer),
  public.my_forum_activity() from public, anon;

-- Not author_id, advocate_reply_count or search: the views are the way to read threads.
grant select (id, title, body, categories, is_anonymous, reply_count, upvote_count,
  helpful_reply_id, created_at, edited_at, deleted_at) on public.forum_threads to authenticated;
grant insert (title, body, categories, is_anonymous) on public.forum_threads to authenticated;
grant update (title, body, categories, helpful_reply_id) on public.forum_threads to authenticated;
grant delete on public.forum_threads to authenticated;

grant select (id, thread_id, body, upvote_count, created_at, edited_at) on public.forum_replies to authenticated;
grant insert (thread_id, body) on public.forum_replies to authenticated;
grant update (body) on public.forum_replies to authenticated;
grant delete on public.forum_replies to authenticated;

grant select, delete on public.forum_thread_votes, public.forum_reply_votes to authenticated;
grant insert (thread_id) on public.forum_thread_votes to authenticated;
grant insert (reply_id) on public.forum_reply_votes to authenticated;
grant insert (thread_id, reply_id, reason, details) on public.forum_reports to authenticated;

grant select on public.public_profiles, public.forum_thread_cards, public.forum_reply_cards to authenticated;
grant execute on function public.forum_thread_page(text, text, text, uuid, integer),
  public.my_forum_activity() to authenticated;

grant all on public.forum_threads, public.forum_replies, public.forum_thread_votes,
  public.forum_reply_votes, public.forum_reports to service_role;
grant select on public.public_profiles, public.forum_thread_cards, public.forum_reply_cards to service_role;
grant execute on function public.forum_thread_page(text, text, text, uuid, integer),
  public.my_forum_activity() to service_role;

create policy "Signed-in users read every thread"
on public.forum_threads for select to authenticated
using (true);

create policy "Signed-in users start threads as themselves"
on public.forum_threads for insert to authenticated
with check ((select auth.uid()) = author_id);

create policy "Authors edit their own threads and mark the helpful reply"
on public.forum_threads for update to authenticated
using ((select auth.uid()) = author_id and deleted_at is null)
with check ((select auth.uid()) = author_id);

create policy "Authors delete their own threads"
on public.forum_threads for delete to authenticated
using ((select auth.uid()) = author_id);

create policy "Signed-in users read every reply"
on public.forum_replies for select to authenticated
using (true);

create policy "Signed-in users reply as themselves"
on public.forum_replies for insert to authenticated
with check ((select auth.uid()) = author_id);

create policy "Authors edit their own replies"
on public.forum_replies for update to authenticated
using ((select auth.uid()) = author_id)
with check ((select auth.uid()) = author_id);

create policy "Authors delete their own replies"
on public.forum_replies for delete to authenticated
using ((select auth.uid()) = author_id);

create policy "Users see their own thread votes"
on public.forum_thread_votes for select to authenticated
using ((select auth.uid()) = user_id);

create policy "Users upvote threads as themselves"
on public.forum_thread_votes for insert to authenticated
with check ((select auth.uid()) = user_id);

create policy "Users withdraw their own thread votes"
on public.forum_thread_votes for delete to authenticated
using ((select auth.uid()) = user_id);

create policy "Users see their own reply votes"
on public.forum_reply_votes for select to authenticated
using ((select auth.uid()) = user_id);

create policy "Users upvote replies as themselves"
on public.forum_reply_votes for insert to authenticated
with check ((select auth.uid()) = user_id);

create policy "Users withdraw their own reply votes"
on public.forum_reply_votes for delete to authenticated
using ((select auth.uid()) = user_id);

create policy "Signed-in users report posts as themselves"
on public.forum_reports for insert to authenticated
with check ((select auth.uid()) = reporter_id);
