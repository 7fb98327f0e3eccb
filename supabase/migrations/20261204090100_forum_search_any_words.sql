-- Forum search in plain words:
-- - Every word had to match, so 'landlord not returning deposit' found nothing although 'Landlord
--   is keeping my full deposit after I vacated' exists. Now, when all the words find fewer than
--   20 threads (a page), a search finds the threads that match any of its words, and 'Best match'
--   ranks them by how many of the words they match, then by ts_rank. Every sort lists the same
--   threads. Phrases ("…") and minus words stay strict.
-- - Romanised Hindi and Devanagari legal words ('zameen kabza', 'तलाक') match the English words
--   threads use, through the knowledge base's synonyms (public.kb_synonyms, the same map the legal
--   assistant reads: talaq/तलाक → divorce, zameen → land, kabza → possession, makan malik →
--   landlord, …). A word still matches itself (its English stem), too.
-- - Hindi and Hinglish function words (private.kb_function_words: 'mera', 'kya', 'hai', …) are
--   dropped like English stop words, so they neither have to match nor match alone.
-- - forum_search_suggestion(search, category): the category to try when a search finds nothing.
-- - my_forum_threads(after, page_size): 'My questions', the threads the caller started or
--   replied to, the latest activity first.
--
-- All three read forum_threads as security definer, and return only rows of forum_thread_cards
-- (which hide anonymous askers as always) or a category name; they are for signed-in users only.

-- Which categories a search's words belong to, for the suggestion when nothing matches: English
-- stems of the common legal words of each category (a word may belong to two).
create table private.forum_category_words (
  lexeme text not null,
  category text not null check (private.forum_categories_are_valid(array[category])),
  primary key (lexeme, category)
);
comment on table private.forum_category_words is
  'English stems of common legal words and the forum category they suggest (forum_search_suggestion).';

insert into private.forum_category_words (lexeme, category)
select distinct v.lexeme, w.category
from (values
  ('Criminal Law', 'bail anticipatory arrest arrested fir police station crime criminal theft robbery '
    'dacoity murder assault hurt cheating fraud forgery forged kidnapping abduction rape molestation '
    'stalking threat threatening intimidation extortion jail prison custody chargesheet magistrate '
    'warrant summons acquittal conviction sentence accused offence ipc bns bnss crpc cybercrime scam '
    'cheque bounce dishonour snatching'),
  ('Family Law', 'divorce marriage married wedding husband wife spouse maintenance alimony custody '
    'child children adoption adopt guardianship guardian dowry domestic violence cruelty separation '
    'talaq nikah mehr matrimonial restitution annulment streedhan in-laws family'),
  ('Property Law', 'land property plot flat house home possession encroachment trespass tenant '
    'tenancy landlord rent rental lease eviction evict deposit deed sale registration registered '
    'mutation partition ancestral inheritance succession heir testament probate title builder rera '
    'stamp gift boundary agricultural immovable'),
  ('Civil Law', 'contract agreement recovery money loan debt guarantor injunction suit damages '
    'compensation consumer refund defect defective salary wages employer employment job gratuity '
    'pension insurance bank negligence accident civil seller online'),
  ('Constitutional Law', 'rights fundamental writ pil rti information constitution constitutional '
    'government discrimination equality reservation education admission school speech privacy '
    'municipal authority public corruption')
) as w (category, words)
cross join lateral unnest(to_tsvector('pg_catalog.english', w.words)) as v;

-- A search as the terms it must (or may) match: each word, phrase or 'a or b' group is one term,
-- the word (its English stem) or any of its synonyms (all their words); minus words are kept apart
-- (always required). Terms are English stems only, unlike the old query (stems, or all the words
-- as written): the stemmer reads Hindi and Hinglish words the same way in threads and searches,
-- and with each word twice the planner thought a two-word search three times as common as it is,
-- walked all 100,000 threads newest first for its 2,000 newest matches, and ranking took twice as
-- long. 'widened' is the search with its synonyms, for the suggestion. At most 10 terms count and
-- 4 synonyms each, so no search can make a large query.
create function private.forum_search_terms(
  search text,
  out terms tsquery[],
  out excluded tsquery,
  out widened text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  max_terms constant integer := 10;
  function_words constant text[] := private.kb_function_words();
  tokens text[];
  token text;
  typed text;
  i integer := 1;
  term tsquery;
  expansions text[];
  expansion text;
  pending_or boolean := false;
begin
  terms := '{}';
  widened := '';
  tokens := array(
    select m[1] from regexp_matches(left(coalesce(search, ''), 200), '("[^"]*"?|[^\s"]+)', 'g') as m
  );
  while i <= cardinality(tokens) loop
    token := tokens[i];
    i := i + 1;
    if lower(token) = 'or' then
      pending_or := cardinality(terms) > 0;
      continue;
    end if;
    if left(token, 1) = '-' then
      -- !'evict' | !'evicting': a minus word excludes the word as typed, as it always has.
      term := websearch_to_tsquery('pg_catalog.english', token)
        || websearch_to_tsquery('public.forum_words', token);
      if numnode(term) > 0 then
        excluded := case when excluded is null then term else excluded && term end;
      end if;
      continue;
    end if;

    typed := token;
    expansions := '{}';
    if left(token, 1) <> '"' then
      -- Two words that are one synonym ('makan malik') before one word ('malik').
      if i <= cardinality(tokens) and left(tokens[i], 1) not in ('"', '-') then
        select s.expansions into expansions
        from public.kb_synonyms as s
        where s.term = private.kb_normalize(token || ' ' || tokens[i]);
        if found then
          typed := '"' || token || ' ' || tokens[i] || '"';
          i := i + 1;
        end if;
      end if;
      if coalesce(cardinality(expansions), 0) = 0 then
        select s.expansions into expansions
        from public.kb_synonyms as s
        where s.term = private.kb_normalize(token);
      end if;
      expansions := coalesce(expansions[1:4], '{}');
      if cardinality(expansions) = 0 and array(
        select v.lexeme from unnest(to_tsvector('pg_catalog.english', token)) as v
      ) <@ function_words then
        continue; -- a stop word or a function word: it says nothing on its own
      end if;
    end if;

    term := websearch_to_tsquery('pg_catalog.english', typed);
    foreach expansion in array expansions loop
      -- All the words of a synonym, in any order: a phrase would make every match a recheck.
      term := term || plainto_tsquery('pg_catalog.english', expansion);
    end loop;
    if numnode(term) = 0 then
      continue;
    end if;
    widened := widened || ' ' || typed || ' ' || array_to_string(expansions, ' ');
    if pending_or then
      terms[cardinality(terms)] := terms[cardinality(terms)] || term;
    elsif cardinality(terms) < max_terms then
      terms := terms || term;
    end if;
    pending_or := false;
  end loop;
end;
$$;
comment on function private.forum_search_terms(text) is
  'A forum search as terms (each a word or phrase, or its synonyms, as English stems), the minus words, and the words with their synonyms.';

-- All the terms (and none of the minus words); any of the terms (and none of the minus words).
create function private.forum_search_query(terms tsquery[], excluded tsquery, every_term boolean)
returns tsquery
language plpgsql
immutable
set search_path = ''
as $$
declare
  term tsquery;
  combined tsquery;
begin
  foreach term in array coalesce(terms, '{}') loop
    combined := case
      when combined is null then term
      when every_term then combined && term
      else combined || term
    end;
  end loop;
  if excluded is not null then
    combined := case when combined is null then excluded else combined && excluded end;
  end if;
  return combined;
end;
$$;
comment on function private.forum_search_query(tsquery[], tsquery, boolean) is
  'The tsquery of a forum search: every term or any term, and none of the minus words.';

-- One page of threads. As before (20261125120000_forum.sql), except which threads a search finds
-- (above) and how 'relevance' ranks them when it falls back to any word: by how many terms a
-- thread matches, then ts_rank, among the threads that match every term (fewer than 20) and the
-- newest 2,000 that match any; 'Load more' pages on (terms matched, rank, id).
create or replace function public.forum_thread_page(
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
  few constant integer := 20;
  words text := nullif(btrim(search), '');
  parsed record;
  every_term tsquery;
  query tsquery;
  rank_query tsquery;
  any_word boolean := false;
  found_all integer;
  anchor public.forum_threads%rowtype;
  anchor_rank real;
  anchor_hits integer;
  size integer := least(greatest(coalesce(page_size, 20), 1), 50);
  ids uuid[];
begin
  if sort is null or sort not in ('newest', 'upvoted', 'unanswered', 'awaiting_advocate', 'relevance') then
    raise exception 'Unknown sort: use newest, upvoted, unanswered, awaiting_advocate or relevance.'
      using errcode = '22023';
  end if;
  if category is not null and not private.forum_categories_are_valid(array[category]) then
    raise exception 'Unknown category.' using errcode = '22023';
  end if;
  if char_length(words) > 200 then
    raise exception 'Search at most 200 characters.' using errcode = '22023';
  end if;
  if words is not null then
    select * into parsed from private.forum_search_terms(words);
    every_term := private.forum_search_query(parsed.terms, parsed.excluded, true);
    if every_term is null then
      return; -- only stop words or punctuation: nothing to look for
    end if;
    query := every_term;
    rank_query := coalesce(private.forum_search_query(parsed.terms, null, true), every_term);
    if cardinality(parsed.terms) > 1 then
      execute
        'select count(*) from (
           select 1 from public.forum_threads as t
           where t.deleted_at is null and t.search @@ $1
             and ($2::text is null or t.categories @> array[$2])
           limit $3
         ) as m'
        into found_all
        using every_term, category, few;
      if found_all < few then
        any_word := true;
        query := private.forum_search_query(parsed.terms, parsed.excluded, false);
        rank_query := private.forum_search_query(parsed.terms, null, false);
      end if;
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
      anchor_rank := ts_rank(anchor.search, rank_query);
      anchor_hits := (select count(*) from unnest(parsed.terms) as q where anchor.search @@ q);
    end if;
  end if;

  -- Ranks are computed after the window is cut: a search with 5,000 matches read through the GIN
  -- index is sorted by date first, and only the 2,000 kept are ranked.
  if sort = 'relevance' and any_word then
    -- The threads with every term (fewer than 20) and the newest 2,000 with any, each ranked once.
    execute
      'select array(
         select m.id from (
           select w.id, ts_rank(w.search, $2) as rank,
             (select count(*) from unnest($3::tsquery[]) as q where w.search @@ q)::integer as hits
           from (
             (select c.id, c.search from public.forum_threads as c
              where c.deleted_at is null and c.search @@ $4
                and ($5::text is null or c.categories @> array[$5])
              limit $6)
             union
             (select c.id, c.search from public.forum_threads as c
              where c.deleted_at is null and c.search @@ $1
                and ($5::text is null or c.categories @> array[$5])
              order by c.created_at desc, c.id desc
              limit $7)
           ) as w
         ) as m
         where $8::uuid is null or (m.hits, m.rank, m.id) < ($9, $10, $8)
         order by m.hits desc, m.rank desc, m.id desc
         limit $11
       )'
      into ids
      using query, rank_query, parsed.terms, every_term, category, few, relevance_window,
        after, anchor_hits, anchor_rank, size;
  elsif sort = 'relevance' then
    execute
      'select array(
         select m.id from (
           select w.id, ts_rank(w.search, $7) as rank
           from (
             select t.id, t.search
             from public.forum_threads as t
             where t.deleted_at is null and t.search @@ $1
               and ($2::text is null or t.categories @> array[$2])
             order by t.created_at desc, t.id desc
             limit $3
           ) as w
         ) as m
         where $4::uuid is null or (m.rank, m.id) < ($5, $4)
         order by m.rank desc, m.id desc
         limit $6
       )'
      into ids
      using query, category, relevance_window, after, anchor_rank, size, rank_query;
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
  'A page of threads (1-50, default 20). search: websearch syntax, English stemming, words as typed and their synonyms; when all the words find fewer than 20 threads, any of them. sort: newest, upvoted, unanswered (no reply), awaiting_advocate (no advocate reply), relevance (with search; the newest 2,000 matches, ranked by words matched, then rank). after: the last thread id of the previous page.';

-- The category to try when a search finds nothing: among the newest 500 threads that match any
-- word of the search (outside `category`, the one chosen), the category most of them carry
-- (has_matches); else the category most of the search's words and synonyms belong to
-- (private.forum_category_words); else none. Ties go to the first in the forum's order.
create function public.forum_search_suggestion(
  search text default null,
  category text default null,
  out suggested_category text,
  out has_matches boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  categories constant text[] :=
    array['Criminal Law', 'Civil Law', 'Family Law', 'Property Law', 'Constitutional Law'];
  words text := nullif(btrim(left(search, 200)), '');
  parsed record;
  query tsquery;
begin
  has_matches := false;
  if words is null then
    return;
  end if;
  select * into parsed from private.forum_search_terms(words);
  query := private.forum_search_query(parsed.terms, parsed.excluded, false);
  if query is null then
    return;
  end if;
  execute
    'select c.category from (
       select t.categories from public.forum_threads as t
       where t.deleted_at is null and t.search @@ $1
       order by t.created_at desc, t.id desc
       limit 500
     ) as m
     cross join lateral unnest(m.categories) as c (category)
     where $2::text is null or c.category <> $2
     group by c.category
     order by count(*) desc, array_position($3, c.category)
     limit 1'
    into suggested_category
    using query, category, categories;
  if suggested_category is not null then
    has_matches := true;
    return;
  end if;
  select w.category into suggested_category
  from private.forum_category_words as w
  where w.lexeme in (select v.lexeme from unnest(to_tsvector('pg_catalog.english', parsed.widened)) as v)
    and (forum_search_suggestion.category is null or w.category <> forum_search_suggestion.category)
  group by w.category
  order by count(*) desc, array_position(categories, w.category)
  limit 1;
end;
$$;
comment on function public.forum_search_suggestion(text, text) is
  'When a forum search finds nothing: the category to try (other than category) and whether threads there match the search.';

-- 'My questions': the threads the caller started or replied to, the latest activity (the thread
-- or its newest reply) first, as forum_thread_cards rows; pages after a thread id. Nobody else's:
-- it reads auth.uid() and takes no user. A user has at most 1,000 threads and 5,000 replies
-- (row caps), so the list is computed whole and then cut.
create function public.my_forum_threads(after uuid default null, page_size integer default 20)
returns setof public.forum_thread_cards
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  size integer := least(greatest(coalesce(page_size, 20), 1), 50);
  ids uuid[];
  anchor_at timestamptz;
begin
  if me is null then
    return;
  end if;
  if after is not null then
    select greatest(t.created_at, (
      select max(r.created_at) from public.forum_replies as r where r.thread_id = t.id
    )) into anchor_at
    from public.forum_threads as t
    where t.id = after and t.deleted_at is null
      and (t.author_id = me
        or exists (select 1 from public.forum_replies as r where r.thread_id = t.id and r.author_id = me));
    if not found then
      raise exception 'The page you were reading has changed: reload the list.' using errcode = '22023';
    end if;
  end if;
  ids := array(
    select a.id
    from (
      select m.id, greatest(m.created_at, (
        select max(r.created_at) from public.forum_replies as r where r.thread_id = m.id
      )) as active_at
      from (
        select t.id, t.created_at from public.forum_threads as t
        where t.author_id = me and t.deleted_at is null
        union
        select t.id, t.created_at from public.forum_threads as t
        where t.deleted_at is null
          and t.id in (select r.thread_id from public.forum_replies as r where r.author_id = me)
      ) as m
    ) as a
    where after is null or (a.active_at, a.id) < (anchor_at, after)
    order by a.active_at desc, a.id desc
    limit size
  );

  return query
  select c.*
  from unnest(ids) with ordinality as page (id, position)
  join public.forum_thread_cards as c on c.id = page.id
  order by page.position;
end;
$$;
comment on function public.my_forum_threads(uuid, integer) is
  '''My questions'': a page (1-50, default 20) of the threads the caller started or replied to, latest activity first. after: the last thread id of the previous page.';

revoke all on function public.forum_search_suggestion(text, text), public.my_forum_threads(uuid, integer)
  from public, anon;
grant execute on function public.forum_search_suggestion(text, text), public.my_forum_threads(uuid, integer)
  to authenticated, service_role;
revoke all on function private.forum_search_terms(text),
  private.forum_search_query(tsquery[], tsquery, boolean) from public;
revoke all on table private.forum_category_words from public, anon, authenticated;
