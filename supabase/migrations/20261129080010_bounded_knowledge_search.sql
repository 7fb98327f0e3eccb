-- search_knowledge() may no longer hold the database. Anyone could call
-- it (anon included, with no limit), and a 2,000-character question made of synonyms or common
-- words cost 0.4-1.1 s on PGlite, which serves one statement at a time. Now:
--
-- - Only signed-in users call it (20261129080000_function_privileges.sql took it from anon); the
--   assistant function calls it with the user's own token.
-- - At most 30 searches a minute per user (LS024): the assistant asks one per question and allows
--   20 questions a minute (LS003), so only direct calls to the RPC ever meet this limit. The
--   service role and SQL (no auth.uid()) are not limited.
-- - Bounded work: the first 60 distinct words of the question count (the question is cut where a
--   61st new word starts; repeating words costs nothing), at most 20 synonyms widen it, and a term
--   is compared with the question only when its first word is one of the question's words (or,
--   for a term of 4+ letters, a prefix of one: kb_term_in's rule), found through an index instead
--   of comparing all 4,500 terms. The question's words are scored from private.kb_postings (each
--   word's documents and weight, filled with the weights by kb_refresh_weights()) instead of three
--   full-text matches per word and document. The ranks are those of the old function.

-- At most 30 searches a minute per user, counted in the one ledger of attempts that every rate
-- limit reads (private.write_attempts and private.count_attempt, 20261129080200_attempt_quotas.sql;
-- plpgsql finds them when it runs, after every migration).
create function private.count_knowledge_search() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if caller is null then
    return;
  end if;
  perform private.count_attempt(
    'knowledge_search', caller::text, 30, interval '1 minute', 'LS024',
    'You are asking too fast: at most 30 questions a minute. Wait a minute and ask again.'
  );
end;
$$;
comment on function private.count_knowledge_search() is 'Counts a search of the caller; refuses the 31st in a minute (LS024). No limit without auth.uid().';
revoke all on function private.count_knowledge_search() from public;
grant execute on function private.count_knowledge_search() to authenticated, service_role;

-- The first words a term may have to be found in this text by kb_term_in(): each word, and each
-- prefix of 4+ letters of a word. Terms are short (under 50 characters): nothing longer than 64 is
-- looked for, so a 2,000-letter 'word' is 61 prefixes, not 2,000.
create function private.kb_term_starts(normalized_text text) returns text[]
language sql immutable strict parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct left(w.word, n)), '{}')
  from unnest(string_to_array(normalized_text, ' ')) as w (word)
  cross join lateral generate_series(least(char_length(w.word), 4), least(char_length(w.word), 64)) as n
  where w.word <> ''
$$;
grant execute on function private.kb_term_starts(text) to anon, authenticated, service_role;

-- Which documents hold each word of the knowledge base, and how much it counts there: × 1 in the
-- number or title (weight A), × 0.7 in the keywords (B), × 0.3 in the summary.
create table private.kb_postings (
  lexeme text not null,
  kind text not null check (kind in ('section', 'guide')),
  act text,
  section text,
  slug text,
  factor numeric(2, 1) not null
);
comment on table private.kb_postings is 'The full-text lexemes of every knowledge-base entry and guide with their weight there; filled by kb_refresh_weights(), read by search_knowledge().';
create index kb_postings_lexeme on private.kb_postings (lexeme);
grant select on private.kb_postings to authenticated, service_role;

/** Fills kb_lexemes, kb_keyword_weights and kb_postings from the current rows; content migrations call it. */
create or replace function public.kb_refresh_weights() returns void
language sql
set search_path = ''
as $$
  delete from public.kb_lexemes;
  delete from public.kb_keyword_weights;
  delete from private.kb_postings;
  with documents as (
    select (select count(*) from public.kb_entries) + (select count(*) from public.kb_guides) as n
  )
  insert into public.kb_lexemes (lexeme, idf)
  select s.word, ln(d.n::real / s.ndoc)
  from ts_stat('select search from public.kb_entries union all select search from public.kb_guides') as s,
       documents as d;
  with documents as (
    select (select count(*) from public.kb_entries) + (select count(*) from public.kb_guides) as n
  ),
  terms as (
    select unnest(match_terms) as term from public.kb_entries
    union all
    select unnest(match_terms) from public.kb_guides
  )
  insert into public.kb_keyword_weights (term, idf)
  select t.term, ln(d.n::real / count(*))
  from terms as t, documents as d
  group by t.term, d.n;
  insert into private.kb_postings (lexeme, kind, act, section, slug, factor)
  select v.lexeme, d.kind, d.act, d.section, d.slug,
    case when 'A' = any (v.weights) then 1.0 when 'B' = any (v.weights) then 0.7 else 0.3 end
  from (
    select 'section' as kind, e.act, e.section, null as slug, e.search from public.kb_entries as e
    union all
    select 'guide', null, null, g.slug, g.search from public.kb_guides as g
  ) as d
  cross join lateral unnest(d.search) as v;
$$;
revoke execute on function public.kb_refresh_weights() from public, anon, authenticated;
select public.kb_refresh_weights();

create index kb_synonyms_first_word on public.kb_synonyms (split_part(term, ' ', 1));
create index kb_keyword_weights_first_word on public.kb_keyword_weights (split_part(term, ' ', 1));

create or replace function public.search_knowledge(
  question text,
  cited jsonb default '[]'::jsonb,
  max_results integer default 8
) returns table (
  kind text,
  act text,
  section text,
  slug text,
  title text,
  summary text,
  punishment text,
  cognizable boolean,
  bailable boolean,
  court text,
  note text,
  in_force boolean,
  area text,
  document text,
  steps text[],
  where_to_go text[],
  twins jsonb,
  cites jsonb,
  is_cited boolean,
  rank real
)
language plpgsql
volatile -- it counts the search
set search_path = ''
as $$
declare
  max_words constant integer := 60;
  max_synonyms constant integer := 20;
  normalized text := private.kb_normalize(left(coalesce(question, ''), 2000));
  question_words text[] := string_to_array(normalized, ' ');
  cut integer;
  widened text;
  matched_terms text[];
  words text[];
  said real;
  wanted jsonb := coalesce(cited, '[]'::jsonb);
  limit_to integer := least(greatest(coalesce(max_results, 8), 1), 20);
  rarest real := coalesce((select max(l.idf) from public.kb_lexemes as l), 1);
begin
  if jsonb_typeof(wanted) <> 'array' or jsonb_array_length(wanted) > 20 then
    raise exception 'cited must be an array of at most 20 citations' using errcode = '22023';
  end if;
  perform private.count_knowledge_search();

  select f.first into cut
  from (
    select min(w.i) as first from unnest(question_words) with ordinality as w (word, i) group by w.word
  ) as f
  order by f.first
  offset max_words limit 1;
  if cut is not null then
    normalized := array_to_string(question_words[1:cut - 1], ' ');
  end if;

  select normalized || ' ' || coalesce(string_agg(array_to_string(s.expansions[1:4], ' '), ' ' order by s.term), '')
  into widened
  from (
    select s.term, s.expansions
    from public.kb_synonyms as s
    where split_part(s.term, ' ', 1) = any (private.kb_term_starts(normalized))
      and private.kb_term_in(normalized, s.term)
    order by position(s.term in normalized), s.term
    limit max_synonyms
  ) as s;

  matched_terms := array(
    select t.term
    from public.kb_keyword_weights as t
    where split_part(t.term, ' ', 1) = any (private.kb_term_starts(widened))
      and private.kb_term_in(widened, t.term)
  );

  select array_agg(distinct v.lexeme)
  into words
  from unnest(to_tsvector('pg_catalog.english', regexp_replace(widened, '\m[0-9]+\M', ' ', 'g'))) as v;
  words := coalesce(words, '{}');
  said := greatest(
    (select coalesce(sum(coalesce(l.idf, rarest)), 0)
     from unnest(words) as w left join public.kb_lexemes as l on l.lexeme = w),
    1);

  return query
  with wanted_rows as (
    select nullif(w ->> 'act', '') as act, w ->> 'section' as section
    from jsonb_array_elements(wanted) as w
    where jsonb_typeof(w) = 'object' and length(w ->> 'section') between 1 and 16
  ),
  known_words as (
    select l.lexeme, l.idf from public.kb_lexemes as l where l.lexeme = any (words)
  ),
  -- What each document scores: the question's words it holds, its keywords found in the
  -- question (in numeric, so that documents holding the same words tie exactly and the tie goes
  -- by act and section, whatever order they were summed in), and the bonus of a cited section.
  points as (
    select p.kind, p.act, p.section, p.slug, k.idf::numeric * p.factor as points, 0 as bonus
    from known_words as k
    join private.kb_postings as p on p.lexeme = k.lexeme
    union all
    select d.kind, d.act, d.section, d.slug, kw.idf::numeric, 0
    from (
      select 'section' as kind, e.act, e.section, null as slug, e.match_terms
      from public.kb_entries as e where e.match_terms && matched_terms
      union all
      select 'guide', null, null, g.slug, g.match_terms
      from public.kb_guides as g where g.match_terms && matched_terms
    ) as d
    cross join lateral unnest(d.match_terms) as t
    join public.kb_keyword_weights as kw on kw.term = t
    where t = any (matched_terms)
    union all
    select 'section', e.act, e.section, null, 0, case when w.section = e.section then 10 else 5 end
    from public.kb_entries as e
    join wanted_rows as w
      on (w.act = e.act or (w.act is null and e.act in ('BNS', 'IPC')))
     and (w.section = e.section or e.section like w.section || '(%')
  ),
  scored as (
    select p.kind, p.act, p.section, p.slug,
      sum(p.points) / said + max(p.bonus) as score,
      max(p.bonus) > 0 as is_cited
    from points as p
    group by p.kind, p.act, p.section, p.slug
  ),
  ranked as (
    (select h.kind, h.act, h.section, h.slug, h.score, h.is_cited
     from scored as h where h.kind = 'section' and h.score > 0
     order by h.score desc, h.act, h.section limit limit_to)
    union all
    (select h.kind, h.act, h.section, h.slug, h.score, false
     from scored as h where h.kind = 'guide' and h.score > 0
     order by h.score desc, h.slug limit 5)
  )
  select
    r.kind, r.act, r.section, r.slug,
    coalesce(e.title, g.title), coalesce(e.summary, g.summary), e.punishment,
    e.cognizable, e.bailable, e.court, e.note, e.in_force,
    coalesce(a.area, g.area), g.document, g.steps, g.where_to_go,
    (select coalesce(jsonb_agg(jsonb_build_object(
              'act', o.act, 'section', o.section, 'title', o.title, 'summary', o.summary,
              'punishment', o.punishment, 'in_force', o.in_force, 'note', o.note)
              order by o.act, o.section), '[]'::jsonb)
     from public.kb_twins as t
     join public.kb_entries as o
       on (o.act, o.section) in ((t.old_act, t.old_section), (t.new_act, t.new_section))
      and (o.act, o.section) <> (e.act, e.section)
     where (t.new_act, t.new_section) = (e.act, e.section)
        or (t.old_act, t.old_section) = (e.act, e.section)),
    (select coalesce(jsonb_agg(jsonb_build_object(
              'act', c.act, 'section', c.section, 'title', ce.title, 'summary', ce.summary,
              'punishment', ce.punishment, 'in_force', ce.in_force, 'note', ce.note,
              'twins', (select coalesce(jsonb_agg(jsonb_build_object(
                          'act', ct.act, 'section', ct.section, 'title', ct.title)
                          order by ct.act, ct.section), '[]'::jsonb)
                        from public.kb_twins as t
                        join public.kb_entries as ct
                          on (ct.act, ct.section) in ((t.old_act, t.old_section), (t.new_act, t.new_section))
                         and (ct.act, ct.section) <> (ce.act, ce.section)
                        where (t.new_act, t.new_section) = (ce.act, ce.section)
                           or (t.old_act, t.old_section) = (ce.act, ce.section)))
              order by c.position), '[]'::jsonb)
     from public.kb_guide_cites as c
     join public.kb_entries as ce on (ce.act, ce.section) = (c.act, c.section)
     where c.slug = g.slug),
    r.is_cited,
    r.score::real
  from ranked as r
  left join public.kb_entries as e on (e.act, e.section) = (r.act, r.section)
  left join public.kb_acts as a on a.code = e.act
  left join public.kb_guides as g on g.slug = r.slug
  order by r.score desc, r.kind, r.act, r.section, r.slug;
end;
$$;
comment on function public.search_knowledge(text, jsonb, integer) is 'Retrieval for the legal assistant (signed-in users, 30 searches a minute: LS024): the best sections (with their old/new twins) and guides for a question and the citations parsed from it, best first. The first 60 distinct words of the question count.';
