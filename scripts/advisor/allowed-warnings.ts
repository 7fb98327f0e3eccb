/**
 * The advisor's warnings we keep on purpose, each with its reason. Every one is an RPC the app
 * calls as a signed-in user that must read past a policy or a column grant, and returns only what
 * its caller may see (each has a test in tests/db that tries to make it show more). anon calls
 * none (tests/db/function-privileges.test.ts). A warning that is not here fails `npm test`; an
 * entry that no longer matches a warning fails it too, so that the list stays true.
 */
export const ALLOWED_WARNINGS: Record<string, string> = {
  'authenticated_security_definer_function_executable: public.advocate_dashboard_stats(OUT client_messages integer, OUT profile_views integer, OUT consultations integer, OUT forum_replies integer)':
    "Four counts of the caller's own: profile views are written by record_profile_view and read by nobody else, and a reply's author_id is not granted.",
  'authenticated_security_definer_function_executable: public.advocate_directory_page(search text, area text, language text, state text, city text, min_years integer, max_fee integer, sort text, after uuid, page_size integer)':
    "Filters and sorts on the indexes of advocate_profiles, whose rows are their owners'; returns only advocate_directory rows (verified advocates' public part).",
  'authenticated_security_definer_function_executable: public.delete_my_account(password text)':
    "Deletes the caller's own auth account, after checking the caller's password; auth is not the API's to write.",
  'authenticated_security_definer_function_executable: public.export_my_data()':
    "The caller's own rows of every table, auth's included, in one JSON document.",
  'authenticated_security_definer_function_executable: public.forum_search_suggestion(search text, category text, OUT suggested_category text, OUT has_matches boolean)':
    "Reads forum_threads' search vector (not granted); returns only a category and whether any thread matches.",
  'authenticated_security_definer_function_executable: public.forum_thread_page(search text, category text, sort text, after uuid, page_size integer)':
    "Searches and pages on forum_threads' search vector and sort keys (not granted); returns forum_thread_cards rows, which name no anonymous author.",
  'authenticated_security_definer_function_executable: public.mark_conversation_read(conversation uuid)':
    "Moves the caller's own read mark, in a conversation the caller is part of; read marks are not written over REST.",
  'authenticated_security_definer_function_executable: public.my_advocate_profile_status()':
    "The caller's own profile checklist; it calls advocate_profile_status, which is not an RPC.",
  'authenticated_security_definer_function_executable: public.my_forum_activity(OUT threads integer, OUT replies integer)':
    "Counts the caller's own threads and replies: author_id is not granted, so that anonymous threads stay anonymous.",
  'authenticated_security_definer_function_executable: public.my_forum_threads(after uuid, page_size integer)':
    "The caller's own threads, anonymous ones included, as forum_thread_cards rows: author_id is not granted.",
  'authenticated_security_definer_function_executable: public.record_profile_view(advocate uuid)':
    "Counts the caller's view of a verified profile, once a day; the views table is written by nobody else.",
}
