-- The search for the legal assistant, faster (a follow-up searches twice, and its p95
-- had grown to 188 ms against 150). What it finds is unchanged; where the time went:
-- - a keyword found as words spread over the question counted its content words for every one of
--   the 13,000 keywords before testing whether the question holds them (14 ms); now after (in
--   search_knowledge() as 20261203080100_knowledge_examples.sql redefines it, with the question's
--   unknown words counted once, not twice);
-- - the keywords found were looked up in every entry and guide row by row: now by index;
-- - the knowledge tables had never been analysed (no autovacuum in embedded PGlite), so the
--   planner read all 69,000 postings for a five-word question (10 ms) instead of using the index.

create index kb_entries_match_terms on public.kb_entries using gin (match_terms);
create index kb_guides_match_terms on public.kb_guides using gin (match_terms);

-- The content migration fills these tables; plans made without statistics ignore the indexes.
analyze public.kb_entries, public.kb_guides, public.kb_guide_cites, public.kb_twins,
  public.kb_synonyms, public.kb_lexemes, public.kb_keyword_weights, private.kb_postings;
