-- Stray words answered questions that are not about the law:
-- - 'how to make masala chai stronger without it going bitter' found 'without making any will':
--   a keyword matched anywhere in the question as all its words, and once 'any' and 'will' are
--   dropped as stop words that is 'make' and 'without'. Such a keyword now needs two words that
--   are not function words; and 'make', 'without', 'just', 'really', 'andar', … are
--   function words.
-- - 'is the capital of Australia Sydney or Canberra? my son says Sydney' got BNS 230 (capital
--   offence): 'son' is a word of the law, so the rule for questions of homonyms only did not
--   apply. Now a row matched by one homonym alone, in a question with two or more words the
--   knowledge base does not know, counts a fifth.

create or replace function private.kb_function_words() returns text[]
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
    'pls sir madam ji hello hi many much also even still make without just '
    'thing lot really actually andar upar '
    'di de le la li lo diye dena lena dene lene aa aaya aayi aaye aana ja jaa jana bol bola boli '
    'bole bolta bolti bolte kaha kehta kehti kehte aaj abhi phir fir saath sath pehle baad bahut '
    'zyada log logon tak jab tab kyunki isliye unhe unhone maine humne hume humein hamara hamare '
    'hamari humara humare humari tumhara apka aapka aapki aapke hoon hu hun usne isne jisne jo jis '
    'क्या है हैं हो होता होती होते कैसे कब कहाँ कहां क्यों कौन कौनसी कितना कितनी कितने में मेरा '
    'मेरी मेरे अपना अपनी अपने उसका उसकी उसके इसका इसकी इसके का की के को से पर भी और या तो '
    'था थी थे ने ना नहीं एक कोई कुछ सब अब अगर लेकिन वो वह यह ये हम तुम आप मुझे लिए वाला '
    'वाली वाले रहा रही रहे गया गई गए कर करना करें सकता सकती सकते चाहिए दिया लिया मिला मिली '
    'मिलेगा मिलेगी बताइए बताओ जी करता करती करते किया देता देती देते हुआ हुई हुए होगा जाता '
    'दी दे ले ली लो दिए देना लेना आ आया आई आए आना जा जाना बोला बोली बोले कहा आज अभी फिर साथ '
    'पहले बाद बहुत ज़्यादा ज्यादा लोग लोगों तक जब तब क्योंकि इसलिए उन्हें उन्होंने मैंने हमने हमें हमारा '
    'हमारे हमारी तुम्हारा आपका आपकी आपके मैं हूँ हूं')) as v
$$;


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
  sentences text[] := array(
    select m[1] from regexp_matches(left(coalesce(question, ''), 2000), '([^.?!।\n]+[.?!।]*)', 'g') as m);
  asked text := array_to_string(array(
    select t from unnest(sentences) as t where t like '%?%'), ' ');
  normalized text;
  question_words text[];
  focus text[] := '{}';
  focus_weight constant numeric := 2;
  cut integer;
  widened text;
  matched_terms text[];
  words text[];
  said real;
  most_said constant real := 40;
  wanted jsonb := coalesce(cited, '[]'::jsonb);
  limit_to integer := least(greatest(coalesce(max_results, 8), 1), 20);
  rarest real := coalesce((select max(l.idf) from public.kb_lexemes as l), 1);
  homonyms constant text[] := private.kb_homonyms();
  homonym_weight numeric := 1;
  strangers integer;
  function_words constant text[] := private.kb_function_words();
begin
  if jsonb_typeof(wanted) <> 'array' or jsonb_array_length(wanted) > 20 then
    raise exception 'cited must be an array of at most 20 citations' using errcode = '22023';
  end if;
  perform private.count_knowledge_search();

  -- In a story, the sentence that asks says what the story is about: its words count double,
  -- and they come first, so that a long story's question is not cut off after max_words.
  if cardinality(sentences) >= 2 then
    if asked = '' then
      asked := sentences[cardinality(sentences)];
    end if;
    asked := left(asked, 500);
    focus := array(
      select v.lexeme from unnest(to_tsvector('pg_catalog.english', private.kb_normalize(asked))) as v
      where v.lexeme <> all (function_words));
    normalized := private.kb_normalize(asked || ' . ' || left(coalesce(question, ''), 2000));
  else
    normalized := private.kb_normalize(left(coalesce(question, ''), 2000));
  end if;
  question_words := string_to_array(normalized, ' ');

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
    where t.lexemes <@ words
      and (select count(*) from unnest(t.lexemes) as l where l <> all (function_words)) >= 2
  );

  words := array(
    select w from unnest(coalesce(words, '{}')) as w where w <> all (function_words)
  );
  focus := array(select w from unnest(words) as w where w = any (focus));
  -- Only homonyms, and a word from elsewhere: 'the capital of France'.
  -- The law's own words are those of titles and keywords (a summary's words are everyday ones).
  if not exists (
      select 1 from public.kb_lexemes as l
      join private.kb_postings as p on p.lexeme = l.lexeme and p.factor >= 0.7
      where l.lexeme = any (words) and l.lexeme <> all (homonyms) and l.idf >= 2)
    and not exists (
      select 1 from unnest(matched_terms) as t
      cross join lateral unnest(to_tsvector('pg_catalog.english', t)) as v
      where v.lexeme <> all (homonyms) and v.lexeme <> all (function_words))
    and exists (
      select 1 from unnest(words) as w
      where not exists (select 1 from public.kb_lexemes as l where l.lexeme = w))
  then
    homonym_weight := 0.2;
  end if;
  strangers := (
    select count(*) from unnest(words) as w
    where not exists (select 1 from public.kb_lexemes as l where l.lexeme = w));
  said := least(greatest(
    (select coalesce(sum(coalesce(l.idf, rarest)), 0)
     from unnest(words) as w left join public.kb_lexemes as l on l.lexeme = w),
    1), most_said);

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
        * case when k.lexeme = any (focus) then focus_weight else 1 end as points,
      0 as bonus,
      k.lexeme as word
    from known_words as k
    join private.kb_postings as p on p.lexeme = k.lexeme
    union all
    select d.kind, d.act, d.section, d.slug,
      kw.idf::numeric * case when homonym_weight < 1 then homonym_weight else 1 end
        -- A keyword of one word ('dhamki') says less about the facts than a phrase ('salary not paid').
        * case when cardinality(kw.lexemes) <= 1 then 0.8 else 1 end, 0, t
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
      on (w.act = e.act or (w.act is null and e.act in ('BNS', 'IPC', 'CrPC', 'BNSS')))
     and (w.section = e.section or e.section like w.section || '(%')
  ),
  scored as (
    select p.kind, p.act, p.section, p.slug,
      sum(p.points) / said
        -- One homonym alone among words from elsewhere: 'the capital of Australia — my son says
        -- Sydney' is not about BNS 230's capital offence.
        * case when strangers >= 2 and max(p.bonus) = 0 and count(distinct p.word) = 1
            and bool_and(p.word = any (homonyms)) then 0.2 else 1 end
        + max(p.bonus) as score,
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
comment on function public.search_knowledge(text, jsonb, integer) is 'Retrieval for the legal assistant (signed-in users, 30 searches a minute: LS024): the best sections (with their old/new twins) and guides for a question and the citations parsed from it, best first, each with the question''s words (stemmed) and keywords it matched. The first 60 distinct words of the question count, its asking sentences first; a bare section number is looked up in the IPC, BNS, CrPC and BNSS.';
revoke all on function public.search_knowledge(text, jsonb, integer) from public, anon;
grant execute on function public.search_knowledge(text, jsonb, integer) to authenticated, service_role;
