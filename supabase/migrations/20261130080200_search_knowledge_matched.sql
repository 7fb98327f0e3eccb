-- search_knowledge() also says which of the question's words each row matched: the
-- assistant needs them to tell a legal question from one that only shares a homonym with the law
-- ('the capital of France' is not about capital punishment; 'a case of mangoes' is no court case).
-- The return type changes, so the function is dropped and created again, with its grants.
--
-- Two lists of words change how the question's words count:
-- - function words of Hindi and Hinglish ('kya', 'kaise', 'mein', 'का'): the English configuration
--   drops English ones, but these were matched like any word, so 'bail kaise milega' scored the
--   entries whose keywords say 'kaise';
-- - words the law shares with everyday speech ('capital', 'sentence', 'court', 'case', 'bail',
--   'charge', 'code', 'arrest' …): when the question holds no other word of a title or keyword of
--   the knowledge base and some word it does not know at all ('France', 'mangoes', 'cricket'), it
--   is about something else, and these words count one fifth. 'How to get bail' keeps its weight.

-- Stemmed, as to_tsvector('english') stores them.
create function private.kb_function_words() returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array_agg(v.lexeme)
  from unnest(to_tsvector('pg_catalog.english',
    'kya hai hain ho hota hoti hote kaise kaisa kaisi kab kahan kaha kyu kyun kyon kaun kaunsi '
    'kaunsa kitna kitni kitne mein main mai mera meri mere tera teri apna apni apne uska uski '
    'uske iska iski iske unka unki unke ka ki ke ko se par pe bhi aur ya toh tha thi ne na nahi '
    'nhi ek koi kuch sab ab agar lekin wo woh ye yeh vo hum ham tum aap mujhe humko usko isko '
    'unko liye lie wala wali wale raha rahi rahe gaya gayi gaye kar karna karein kare karu '
    'karta karti karte kiya deta deti dete leta leti lete hua hui hue hoga hogi jata jati jate '
    'sakta sakti sakte chahiye diya liya mila mili milega milegi bata batao bataiye please plz '
    'pls sir madam ji hello hi many much also even still '
    'क्या है हैं हो होता होती होते कैसे कब कहाँ कहां क्यों कौन कौनसी कितना कितनी कितने में मेरा '
    'मेरी मेरे अपना अपनी अपने उसका उसकी उसके इसका इसकी इसके का की के को से पर भी और या तो '
    'था थी थे ने ना नहीं एक कोई कुछ सब अब अगर लेकिन वो वह यह ये हम तुम आप मुझे लिए वाला '
    'वाली वाले रहा रही रहे गया गई गए कर करना करें सकता सकती सकते चाहिए दिया लिया मिला मिली '
    'मिलेगा मिलेगी बताइए बताओ जी करता करती करते किया देता देती देते हुआ हुई हुए होगा जाता')) as v
$$;
grant execute on function private.kb_function_words() to authenticated, service_role;

create function private.kb_homonyms() returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array_agg(v.lexeme)
  from unnest(to_tsvector('pg_catalog.english',
    'capital sentence court case bail charge trial appeal bar section notice judge property jail '
    'bench suit fine order right run state code arrest bond execute cell draft match dhara')) as v
$$;
grant execute on function private.kb_homonyms() to authenticated, service_role;

drop function public.search_knowledge(text, jsonb, integer);

-- Each keyword's words as the search stems them, so that a keyword of two or more words is found
-- in a question that says them in another order or with other words between.
alter table public.kb_keyword_weights add column lexemes text[] not null default '{}';
create index kb_keyword_weights_lexemes on public.kb_keyword_weights using gin (lexemes);
comment on column public.kb_keyword_weights.lexemes is 'The keyword''s words as to_tsvector(''english'') stems them; filled by kb_refresh_weights().';

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
  insert into public.kb_keyword_weights (term, idf, lexemes)
  select t.term, ln(d.n::real / count(*)),
    array(select v.lexeme from unnest(to_tsvector('pg_catalog.english', t.term)) as v)
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
  rank real,
  matched text[]
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
  homonyms constant text[] := private.kb_homonyms();
  homonym_weight numeric := 1;
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

  select array_agg(distinct v.lexeme)
  into words
  from unnest(to_tsvector('pg_catalog.english', regexp_replace(widened, '\m[0-9]+\M', ' ', 'g'))) as v;
  words := coalesce(words, '{}');

  -- A keyword is found as its words in a row ('salary not paid'), or as all its words anywhere in
  -- the question when it has two or more ('both want divorce' in 'my husband and I both want a
  -- divorce'). Two queries, each on its index: an OR of the two would read every keyword.
  matched_terms := array(
    select t.term
    from public.kb_keyword_weights as t
    where split_part(t.term, ' ', 1) = any (private.kb_term_starts(widened))
      and private.kb_term_in(widened, t.term)
    union
    select t.term
    from public.kb_keyword_weights as t
    where t.lexemes <@ words and cardinality(t.lexemes) >= 2
  );

  words := array(
    select w from unnest(coalesce(words, '{}')) as w where w <> all (private.kb_function_words())
  );
  -- Only homonyms, and a word from elsewhere: 'the capital of France'.
  -- The law's own words are those of titles and keywords (a summary's words are everyday ones).
  if not exists (
      select 1 from public.kb_lexemes as l
      join private.kb_postings as p on p.lexeme = l.lexeme and p.factor >= 0.7
      where l.lexeme = any (words) and l.lexeme <> all (homonyms) and l.idf >= 2)
    and not exists (
      select 1 from unnest(matched_terms) as t
      cross join lateral unnest(to_tsvector('pg_catalog.english', t)) as v
      where v.lexeme <> all (homonyms) and v.lexeme <> all (private.kb_function_words()))
    and exists (
      select 1 from unnest(words) as w
      where not exists (select 1 from public.kb_lexemes as l where l.lexeme = w))
  then
    homonym_weight := 0.2;
  end if;
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
    select p.kind, p.act, p.section, p.slug,
      k.idf::numeric * p.factor * case when k.lexeme = any (homonyms) then homonym_weight else 1 end
        as points,
      0 as bonus,
      k.lexeme as word
    from known_words as k
    join private.kb_postings as p on p.lexeme = k.lexeme
    union all
    select d.kind, d.act, d.section, d.slug,
      kw.idf::numeric * case when homonym_weight < 1 then homonym_weight else 1 end, 0, t
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
    select 'section', e.act, e.section, null, 0, case when w.section = e.section then 10 else 5 end,
      null
    from public.kb_entries as e
    join wanted_rows as w
      on (w.act = e.act or (w.act is null and e.act in ('BNS', 'IPC')))
     and (w.section = e.section or e.section like w.section || '(%')
  ),
  scored as (
    select p.kind, p.act, p.section, p.slug,
      sum(p.points) / said + max(p.bonus) as score,
      max(p.bonus) > 0 as is_cited,
      coalesce(array_agg(distinct p.word) filter (where p.word is not null), '{}') as matched
    from points as p
    group by p.kind, p.act, p.section, p.slug
  ),
  ranked as (
    (select h.kind, h.act, h.section, h.slug, h.score, h.is_cited, h.matched
     from scored as h where h.kind = 'section' and h.score > 0
     order by h.score desc, h.act, h.section limit limit_to)
    union all
    (select h.kind, h.act, h.section, h.slug, h.score, false, h.matched
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
    r.score::real,
    r.matched
  from ranked as r
  left join public.kb_entries as e on (e.act, e.section) = (r.act, r.section)
  left join public.kb_acts as a on a.code = e.act
  left join public.kb_guides as g on g.slug = r.slug
  order by r.score desc, r.kind, r.act, r.section, r.slug;
end;
$$;
comment on function public.search_knowledge(text, jsonb, integer) is 'Retrieval for the legal assistant (signed-in users, 30 searches a minute: LS024): the best sections (with their old/new twins) and guides for a question and the citations parsed from it, best first, each with the question''s words (stemmed) and keywords it matched. The first 60 distinct words of the question count.';
revoke all on function public.search_knowledge(text, jsonb, integer) from public, anon;
grant execute on function public.search_knowledge(text, jsonb, integer) to authenticated, service_role;
