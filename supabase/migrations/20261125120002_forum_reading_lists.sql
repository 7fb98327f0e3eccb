-- The forum, part 3 of 5: the thread pages and search.
-- Split out of 20261125120000_forum.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations').
-- The overview: 20261125120000_forum_threads_and_replies.sql.

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
