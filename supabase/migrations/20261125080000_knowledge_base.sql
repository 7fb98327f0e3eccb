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

-- Reference data: readable by every role, never written through the API.
alter table public.kb_acts enable row level security;
alter table public.kb_entries enable row level security;
alter table public.kb_twins enable row level security;
alter table public.kb_guides enable row level security;
alter table public.kb_guide_cites enable row level security;
alter table public.kb_synonyms enable row level security;
revoke all on public.kb_acts, public.kb_entries, public.kb_twins, public.kb_guides,
  public.kb_guide_cites, public.kb_synonyms from anon, authenticated, service_role;
grant select on public.kb_acts, public.kb_entries, public.kb_twins, public.kb_guides,
  public.kb_guide_cites, public.kb_synonyms to anon, authenticated, service_role;
create policy "Anyone can read the knowledge base" on public.kb_acts for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_entries for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_twins for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_guides for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_guide_cites for select using (true);
create policy "Anyone can read the knowledge base" on public.kb_synonyms for select using (true);

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
 * for a bare number ('section 302'). Returns the best sections and guides, best first:
 *   rank = ts_rank over the weighted document (number and title, keywords, summary)
 *        + 0.3 for each keyword found word for word in the question (at most 4)
 *        + 10 for an entry the question cites (5 for a sub-section of a cited section).
 * Synonyms ('chori' → theft) widen the full-text query before ranking.
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
  query tsquery;
  wanted jsonb := coalesce(cited, '[]'::jsonb);
  limit_to integer := least(greatest(coalesce(max_results, 8), 1), 20);
begin
  if jsonb_typeof(wanted) <> 'array' or jsonb_array_length(wanted) > 20 then
    raise exception 'cited must be an array of at most 20 citations' using errcode = '22023';
  end if;

  select normalized || ' ' || coalesce(string_agg(array_to_string(s.expansions, ' '), ' '), '')
  into widened
  from public.kb_synonyms as s
  where public.kb_term_in(normalized, s.term);

  -- Any word may match (OR), stop words dropped; ts_rank rewards entries that match more of them.
  query := nullif(
    replace(plainto_tsquery('pg_catalog.english', widened)::text, ' & ', ' | '), ''
  )::tsquery;

  return query
  with wanted_rows as (
    select nullif(w ->> 'act', '') as act, w ->> 'section' as section
    from jsonb_array_elements(wanted) as w
    where jsonb_typeof(w) = 'object' and length(w ->> 'section') between 1 and 16
  ),
  entry_hits as (
    select
      e.act, e.section,
      coalesce(ts_rank(e.search, query), 0)
        + 0.3 * least((select count(*) from unnest(e.match_terms) as t
                       where public.kb_term_in(widened, t)), 4)
        + coalesce((select max(case
                      when w.section = e.section then 10
                      when e.section like w.section || '(%' then 5
                    end)
                    from wanted_rows as w
                    where (w.act = e.act or (w.act is null and e.act in ('BNS', 'IPC')))
                   ), 0) as score,
      exists (select 1 from wanted_rows as w
              where (w.act = e.act or (w.act is null and e.act in ('BNS', 'IPC')))
                and (w.section = e.section or e.section like w.section || '(%')) as is_cited
    from public.kb_entries as e
    where (query is not null and e.search @@ query)
       or exists (select 1 from unnest(e.match_terms) as t where public.kb_term_in(widened, t))
       or exists (select 1 from wanted_rows as w
                  where (w.act = e.act or (w.act is null and e.act in ('BNS', 'IPC')))
                    and (w.section = e.section or e.section like w.section || '(%'))
  ),
  guide_hits as (
    select
      g.slug,
      coalesce(ts_rank(g.search, query), 0)
        + 0.3 * least((select count(*) from unnest(g.match_terms) as t
                       where public.kb_term_in(widened, t)), 4) as score
    from public.kb_guides as g
    where (query is not null and g.search @@ query)
       or exists (select 1 from unnest(g.match_terms) as t where public.kb_term_in(widened, t))
  ),
  ranked as (
    (select 'section'::text as kind, h.act, h.section, null::text as slug, h.score, h.is_cited
     from entry_hits as h where h.score > 0
     order by h.score desc, h.act, h.section limit limit_to)
    union all
    (select 'guide', null, null, h.slug, h.score, false
     from guide_hits as h where h.score > 0
     order by h.score desc, h.slug limit 3)
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
              'punishment', ce.punishment, 'in_force', ce.in_force, 'note', ce.note)
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
