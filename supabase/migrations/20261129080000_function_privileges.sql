-- Who may call which function. PostgREST serves every function of an
-- exposed schema (public) that the caller may EXECUTE as POST /rest/v1/rpc/<name>, and Supabase
-- grants EXECUTE on every new function to everyone: so anon could call the helpers of checks and
-- searches (is_list_of with two 20,000-item arrays held the database for seconds) and the trigger
-- functions. After this migration:
--
-- - public holds the RPCs the app calls (EXECUTE for authenticated, listed below), the operator_*
--   functions (service role only), kb_refresh_weights() (content migrations call it by this name)
--   and the trigger functions, which fire without EXECUTE and so are granted to nobody.
-- - The helpers that checks, policies, views, column defaults and other functions call are in
--   private, under the same names. private is not exposed over REST, so nobody calls them as an
--   API; they keep EXECUTE for anon, authenticated and service_role, because a function in a check,
--   a policy or a view runs with the privileges of the role that writes or reads the row.
-- - A new function is executable by its owner only until a migration grants it
--   (tests/db/function-privileges.test.ts lists what each role may call).
--
-- New SQL calls the helpers as private.<name>. The bodies that called them as public.<name> are
-- rewritten below, whichever function they are in.

do $$
declare
  helper text;
  helpers text[] := array[
    'advocate_languages()',
    'advocate_practice_areas()',
    'advocate_profile_status(public.advocate_profiles, boolean)',
    'courts_are_valid(text[])',
    'forum_categories_are_valid(text[])',
    'indian_states()',
    'is_conversation_participant(uuid)',
    'is_demo_account(uuid)',
    'is_list_of(text[], text[], integer)',
    'kb_document(text, text[], text)',
    'kb_join(text[])',
    'kb_match_terms(text[])',
    'kb_normalize(text)',
    'kb_term_in(text, text)',
    'state_bar_councils()'
  ];
  names text := '';
  fn oid;
  definition text;
  rewritten text;
begin
  foreach helper in array helpers loop
    if to_regprocedure('private.' || helper) is null then
      execute 'alter function public.' || helper || ' set schema private';
    elsif to_regprocedure('public.' || helper) is not null then
      -- A later migration applied first already made the private one (is_demo_account).
      execute 'drop function public.' || helper;
    end if;
    execute 'grant execute on function private.' || helper || ' to anon, authenticated, service_role';
    names := names || '|' || split_part(helper, '(', 1);
  end loop;

  -- Checks, policies, views and defaults hold the function itself, not its name; function bodies
  -- hold names. Extensions' functions are not ours to rewrite.
  for fn in
    select p.oid
    from pg_proc as p
    join pg_namespace as n on n.oid = p.pronamespace
    where n.nspname in ('public', 'private') and p.prokind = 'f'
      and not exists (
        select 1 from pg_depend as d
        where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e'
      )
  loop
    definition := pg_get_functiondef(fn);
    rewritten := regexp_replace(
      definition, '\mpublic\.(' || substr(names, 2) || ')\(', 'private.\1(', 'g'
    );
    if rewritten <> definition then
      execute rewritten;
    end if;
  end loop;
end
$$;

-- The helpers are called by name from functions that run as the caller (search_knowledge()).
grant usage on schema private to anon, authenticated, service_role;

revoke execute on all routines in schema public from public, anon, authenticated;
grant execute on function
  public.advocate_dashboard_stats(),
  public.advocate_directory_page(text, text, text, text, text, integer, integer, text, uuid, integer),
  public.forum_thread_page(text, text, text, uuid, integer),
  public.mark_conversation_read(uuid),
  public.my_advocate_profile_status(),
  public.my_forum_activity(),
  public.record_profile_view(uuid),
  public.search_knowledge(text, jsonb, integer)
to authenticated, service_role;

-- Functions created from now on (by the role that runs the migrations): EXECUTE only where a
-- migration grants it. The first line takes away PostgreSQL's own grant to PUBLIC, the second
-- Supabase's grant to the API roles in public.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public revoke execute on functions from anon, authenticated;
