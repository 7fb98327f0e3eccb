-- Trigger functions live in private, not public. PostgREST offers every function of an exposed
-- schema as POST /rest/v1/rpc/<name>, so a trigger function in public is an endpoint that attackers
-- (and the hostile-input sweep) probe, though it can only ever fail. SET SCHEMA moves each function
-- with its body, settings, privileges and comment; the triggers refer to functions by oid, so they
-- follow it, and nothing is left behind in public. A new trigger function goes in private from the
-- start (tests/db/function-privileges.test.ts fails otherwise).

alter function touch_updated_at() set schema private;
alter function refuse_credential_changes_of_demo_accounts() set schema private;
alter function refuse_metadata_changes_of_demo_accounts() set schema private;
alter function limit_user_metadata_size() set schema private;
alter function profile_email_follows_account() set schema private;
alter function profile_email_is_the_account_email() set schema private;
alter function chat_messages_check() set schema private;
alter function refuse_view_write() set schema private;
alter function forum_posting_limit() set schema private;
alter function forum_post_edit() set schema private;
alter function forum_thread_soft_delete() set schema private;
alter function forum_reply_check() set schema private;
alter function forum_reply_counts() set schema private;
alter function forum_vote_check() set schema private;
alter function forum_vote_counts() set schema private;
alter function upgrade_request_check() set schema private;
alter function contact_message_check() set schema private;
alter function refuse_demo_rename() set schema private;
alter function advocate_profile_check() set schema private;
alter function advocate_profile_sync_badge() set schema private;
alter function consultation_request_check() set schema private;
alter function consultation_transition() set schema private;
alter function consultation_open_conversation() set schema private;
alter function message_check() set schema private;
alter function message_touch_conversation() set schema private;
alter function advocate_review_check() set schema private;
alter function advocate_review_rating() set schema private;
alter function document_check() set schema private;
alter function forum_replies_follow_verification() set schema private;
alter function document_final_lock() set schema private;
alter function advocate_profile_rename() set schema private;
alter function advocate_account_rename() set schema private;
alter function refuse_seeded_id() set schema private;
alter function refuse_demo_seeded_change() set schema private;
alter function refuse_demo_profile_change() set schema private;
alter function refuse_demo_bank_details() set schema private;
alter function refuse_demo_real_advocate() set schema private;
alter function enforce_row_cap() set schema private;
alter function demo_visit_quota() set schema private;
alter function assistant_feedback_check() set schema private;
