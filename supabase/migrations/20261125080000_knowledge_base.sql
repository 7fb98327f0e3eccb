-- The legal assistant's knowledge base: acts, their sections, old ↔ new twins, topic guides and
-- synonyms. Reference data: everyone may read it, only migrations write it (the content is
-- generated into *_knowledge_base_content.sql from supabase/knowledge/ by `npm run knowledge`).
-- search_knowledge() is the one retrieval function the assistant calls.

create table public.kb_acts (
  code text primary key check (code ~ '^[A-Za-z]{2,6}$'),
  name text not null check (length(name) between 3 and 120),
  unit text not null check (unit in ('section', 'article')),
  area text not null,
  replaces text references public.kb_acts (code),
  in_force_from date,
  source text not null
);
comment on table public.kb_acts is 'Acts in the legal knowledge base (BNS, IPC, BNSS …) and the source their numbers and headings were taken from.';

create function public.kb_normalize(input text) returns text
language sql immutable strict parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(
    translate(replace(lower(input), U&'\093C', ''),
      U&'\0958\0959\095A\095B\095C\095D\095E\095F', U&'\0915\0916\0917\091C\0921\0922\092B\092F'),
    U&'[^a-z0-9\0900-\0963\0966-\097F\20B9]+', ' ', 'g'))
$$;
comment on function public.kb_normalize(text) is 'How questions and keywords are compared: lower case, Devanagari nukta dropped (ज़ = ज), anything but letters, digits, Devanagari and ₹ becomes one space (dandas too).';

create function public.kb_match_terms(keywords text[]) returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct term order by term), '{}')
  from (select public.kb_normalize(keyword) as term from unnest(keywords) as keyword) as terms
  where term <> ''
$$;
comment on function public.kb_match_terms(text[]) is 'Normalised, distinct keywords: what a question is matched against word by word.';

-- array_to_string is only stable (it could call any type's output function); for text[] it is
-- immutable, and generated columns need that.
create function public.kb_join(parts text[]) returns text
language sql immutable parallel safe
set search_path = ''
as $$ select coalesce(array_to_string(parts, ' '), '') $$;

create function public.kb_document(heading text, keywords text[], body text) returns tsvector
language sql immutable parallel safe
set search_path = ''
as $$
  select
    setweight(to_tsvector('pg_catalog.english', coalesce(heading, '')), 'A')
    || setweight(to_tsvector('pg_catalog.english', public.kb_join(keywords)), 'B')
    || setweight(to_tsvector('pg_catalog.english', coalesce(body, '')), 'C')
$$;
comment on function public.kb_document(text, text[], text) is 'Full-text document of an entry or guide, weighted: A number and title, B keywords, C summary.';

create table public.kb_entries (
  act text not null references public.kb_acts (code),
  section text not null
    check (section ~ '^[0-9]{1,3}[A-Z]{0,3}(\([0-9]{1,2}[A-Z]?\))?(\([a-z]{1,4}\))?$'),
  title text not null check (length(title) between 2 and 240),
  summary text,
  punishment text,
  cognizable boolean,
  bailable boolean,
  court text,
  note text,
  in_force boolean not null default true,
  keywords text[] not null default '{}',
  source text not null,
  match_terms text[] generated always as (public.kb_match_terms(keywords)) stored,
  search tsvector generated always as (
    public.kb_document(
      act || ' ' || section || ' ' || title, keywords,
      coalesce(summary, '') || ' ' || coalesce(punishment, ''))
  ) stored,
  primary key (act, section)
);
comment on table public.kb_entries is 'A section or article: heading as enacted, our plain summary, punishment, classification where the act says so, keywords in English, Hindi and Hinglish.';
create index kb_entries_search on public.kb_entries using gin (search);

create table public.kb_twins (
  new_act text not null,
  new_section text not null,
  old_act text not null,
  old_section text not null,
  primary key (new_act, new_section, old_act, old_section),
  foreign key (new_act, new_section) references public.kb_entries (act, section),
  foreign key (old_act, old_section) references public.kb_entries (act, section)
);
comment on table public.kb_twins is 'Old ↔ new code equivalents: BNS ↔ IPC, BNSS ↔ CrPC, BSA ↔ IEA.';
create index kb_twins_old on public.kb_twins (old_act, old_section);

create table public.kb_guides (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null,
  summary text not null,
  steps text[] not null,
  where_to_go text[] not null,
  area text not null,
  document text check (document in ('affidavit', 'rent_agreement', 'bail_application')),
  keywords text[] not null default '{}',
  source text not null,
  match_terms text[] generated always as (public.kb_match_terms(keywords)) stored,
  search tsvector generated always as (
    public.kb_document(title, keywords, summary || ' ' || public.kb_join(steps))
  ) stored
);
comment on table public.kb_guides is 'Topic guides: the short answer, what to do step by step and where to go.';

create table public.kb_guide_cites (
  slug text not null references public.kb_guides (slug) on delete cascade,
  position smallint not null,
  act text not null,
  section text not null,
  primary key (slug, position),
  foreign key (act, section) references public.kb_entries (act, section)
);
comment on table public.kb_guide_cites is 'The sections a guide relies on, in the order the guide gives them.';

create table public.kb_synonyms (
  term text primary key check (term = public.kb_normalize(term) and term <> ''),
  expansions text[] not null check (cardinality(expansions) > 0)
);
comment on table public.kb_synonyms is 'Words people type (English, Hinglish, Hindi) and the words the knowledge base uses for them.';

-- How informative each word is: idf = ln(documents / documents containing it), over entries and
-- guides together. Filled by the content migration after the rows it describes.
create table public.kb_lexemes (
  lexeme text primary key,
  idf real not null check (idf >= 0)
);
comment on table public.kb_lexemes is 'Inverse document frequency of each full-text lexeme of the knowledge base (rare words weigh more).';

create table public.kb_keyword_weights (
  term text primary key,
  idf real not null check (idf >= 0)
);
comment on table public.kb_keyword_weights is 'Inverse document frequency of each normalised keyword (a keyword many entries share weighs less).';

-- Reference data: readable by every role, never written through the API.
alter table public.kb_acts enable row level security;
alter table public.kb_entries enable row level security;
alter table public.kb_twins enable row level security;
alter table public.kb_guides enable row level security;
alter table public.kb_guide_cites enable row level security;
alter table public.kb_synonyms enable row level security;
alter table public.kb_lexemes enable row level security;
alter table public.kb_keyword_weights enable row level security;
revoke all on public.kb_acts, public.kb_entries, public.kb_twins, public.kb_guides,
  public.kb_guide_cites, public.kb_synonyms, public.kb_lexemes, public.kb_keyword_weights
  from anon, authenticated, service_role;
grant select on public.kb_acts, public.kb_entries, public.kb_twins, public.kb_guides,
  public.kb_guide_cites, public.kb_synonyms, public.kb_lexemes, public.kb_keyword_weights
  to anon, authenticated, service_role;
create policy "Anyone can read the knowledge base" on public.kb_acts for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_entries for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_twins for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_guides for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_guide_cites for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_synonyms for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_lexemes for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_keyword_weights for select using (true);

/** Fills kb_lexemes and kb_keyword_weights from the current rows; the content migration calls it. */
create function public.kb_refresh_weights() returns void
language sql
set search_path = ''
as $$
  delete from public.kb_lexemes;
  delete from public.kb_keyword_weights;
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
$$;
revoke execute on function public.kb_refresh_weights() from public, anon, authenticated;

-- Does this normalised question contain the normalised term as a word (or, for terms of four or
-- more letters, as the start of a word: 'beat' finds 'beating', 'मार' does not find 'मारते')?
create function public.kb_term_in(normalized_question text, term text) returns boolean
language sql immutable strict parallel safe
set search_path = ''
as $$
  select case
    when length(term) >= 4 then position(' ' || term in ' ' || normalized_question) > 0
    else position(' ' || term || ' ' in ' ' || normalized_question || ' ') > 0
  end
$$;

/*
 * Retrieval for the legal assistant. `question` is the user's text (at most 2,000 characters are
 * read); `cited` the citations a parser found in it: [{"act": "IPC", "section": "420"}], act null
 * for a bare number ('section 302'). Returns the best sections (at most max_results, 20 at most)
 * and guides (at most 5), best first, each with
 *   rank = (words + keywords) / what the question says
 *     words    = Σ idf of the question's words the document holds, × 1 in its number or title,
 *                × 0.7 in its keywords, × 0.3 in its summary
 *     keywords = Σ idf of its keywords found word for word in the question ('husband beats')
 *     what the question says = Σ idf of the question's words (a word the knowledge base never
 *                uses counts as the rarest): a question about something else ranks everything low
 *   + 10 for an entry the question cites (5 for a sub-section of a cited section).
 * Synonyms ('chori' → theft) widen the question first; bare numbers are left out of the words
 * (in a question they are amounts, ages and dates; citations come in through `cited`).
 */
create function public.search_knowledge(
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
language plpgsql stable
set search_path = ''
as $$
declare
  normalized text := public.kb_normalize(left(coalesce(question, ''), 2000));
  widened text;
  words text[];
  query tsquery;
  said real;
  wanted jsonb := coalesce(cited, '[]'::jsonb);
  limit_to integer := least(greatest(coalesce(max_results, 8), 1), 20);
  rarest real := coalesce((select max(l.idf) from public.kb_lexemes as l), 1);
begin
  if jsonb_typeof(wanted) <> 'array' or jsonb_array_length(wanted) > 20 then
    raise exception 'cited must be an array of at most 20 citations' using errcode = '22023';
  end if;

  select normalized || ' ' || coalesce(string_agg(array_to_string(s.expansions, ' '), ' '), '')
  into widened
  from public.kb_synonyms as s
  where public.kb_term_in(normalized, s.term);

  select array_agg(distinct v.lexeme)
  into words
  from unnest(to_tsvector('pg_catalog.english', regexp_replace(widened, '\m[0-9]+\M', ' ', 'g'))) as v;
  words := coalesce(words, '{}');
  query := (select string_agg(quote_literal(w), ' | ')::tsquery from unnest(words) as w);
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
    select l.lexeme, l.idf,
           quote_literal(l.lexeme)::tsquery as any_weight,
           (quote_literal(l.lexeme) || ':A')::tsquery as in_title,
           (quote_literal(l.lexeme) || ':B')::tsquery as in_keywords
    from public.kb_lexemes as l
    where l.lexeme = any(words)
  ),
  documents as (
    select 'section'::text as kind, e.act, e.section, null::text as slug, e.search, e.match_terms
    from public.kb_entries as e
    union all
    select 'guide', null, null, g.slug, g.search, g.match_terms
    from public.kb_guides as g
  ),
  scored as (
    select
      d.kind, d.act, d.section, d.slug,
      ((select coalesce(sum(k.idf * case
                when d.search @@ k.in_title then 1.0
                when d.search @@ k.in_keywords then 0.7
                else 0.3 end), 0)
        from known_words as k where d.search @@ k.any_weight)
       + (select coalesce(sum(kw.idf), 0)
          from unnest(d.match_terms) as t
          join public.kb_keyword_weights as kw on kw.term = t
          where public.kb_term_in(widened, t))
      ) / said
      + coalesce((select max(case
                    when w.section = d.section then 10
                    when d.section like w.section || '(%' then 5
                  end)
                  from wanted_rows as w
                  where w.act = d.act or (w.act is null and d.act in ('BNS', 'IPC'))), 0) as score,
      exists (select 1 from wanted_rows as w
              where (w.act = d.act or (w.act is null and d.act in ('BNS', 'IPC')))
                and (w.section = d.section or d.section like w.section || '(%')) as is_cited
    from documents as d
    where (query is not null and d.search @@ query)
       or exists (select 1 from unnest(d.match_terms) as t where public.kb_term_in(widened, t))
       or (d.kind = 'section' and exists (
             select 1 from wanted_rows as w
             where (w.act = d.act or (w.act is null and d.act in ('BNS', 'IPC')))
               and (w.section = d.section or d.section like w.section || '(%')))
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
comment on function public.search_knowledge(text, jsonb, integer) is 'Retrieval for the legal assistant: the best sections (with their old/new twins) and guides for a question and the citations parsed from it, best first.';

revoke execute on function public.search_knowledge(text, jsonb, integer) from public;
grant execute on function public.search_knowledge(text, jsonb, integer) to anon, authenticated, service_role;
