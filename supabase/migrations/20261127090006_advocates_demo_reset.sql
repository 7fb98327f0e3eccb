-- Advocates, part 7 of 8. The demo snapshot and reset, extended to the advocates' tables.
-- Split out of 20261127090000_advocates.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations'). The overview of the feature, who sees what and its
-- error codes: 20261127090000_advocate_profiles.sql.

-- The demo reset covers the new tables -----------------------------------------------------------
-- Seeded rows have fixed ids (d3a…, d3k…, d3m… : see supabase/seeds/); profiles and bank
-- details are keyed by the account, so the demo's are recorded whole.
create or replace function private.snapshot_demo_content() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  demo uuid[] := array(
    select id from auth.users where raw_app_meta_data ->> 'demo' = 'true' order by id
  );
  taken integer;
begin
  delete from private.demo_snapshot;
  with threads as (
    select t.* from public.forum_threads as t
    where t.author_id = any (demo) and private.is_seeded(t.id)
  ),
  replies as (
    select r.* from public.forum_replies as r
    where private.is_seeded(r.id)
      and (r.author_id = any (demo) or r.thread_id in (select id from threads))
  ),
  chats as (
    select c.* from public.chats as c where c.owner_id = any (demo) and private.is_seeded(c.id)
  ),
  consultations as (
    select k.* from public.consultations as k
    where (k.client_id = any (demo) or k.advocate_id = any (demo)) and private.is_seeded(k.id)
  ),
  conversations as (
    select c.* from public.conversations as c
    where c.consultation_id in (select id from consultations)
  ),
  rows (relation, row_data, rank) as (
    select 'public.users', to_jsonb(u), 1 from public.users as u where u.id = any (demo)
    union all select 'public.chats', to_jsonb(c), 2 from chats as c
    union all
    select 'public.chat_messages', to_jsonb(m), 3
    from public.chat_messages as m where m.chat_id in (select id from chats)
    union all select 'public.forum_threads', to_jsonb(t), 4 from threads as t
    union all select 'public.forum_replies', to_jsonb(r), 5 from replies as r
    union all
    select 'public.forum_thread_votes', to_jsonb(v), 6
    from public.forum_thread_votes as v
    where v.thread_id in (select id from threads) and v.user_id <> all (demo)
    union all
    select 'public.forum_reply_votes', to_jsonb(v), 7
    from public.forum_reply_votes as v
    where v.reply_id in (select id from replies) and v.user_id <> all (demo)
    -- Helpful marks pointing at the demo's replies, in threads of other people too.
    union all
    select 'helpful', jsonb_build_object('thread_id', t.id, 'reply_id', t.helpful_reply_id), 8
    from public.forum_threads as t
    where t.helpful_reply_id in (select id from replies)
    union all
    select 'public.advocate_profiles', to_jsonb(p) - 'search', 9
    from public.advocate_profiles as p where p.id = any (demo)
    union all
    select 'public.advocate_bank_details', to_jsonb(b), 10
    from public.advocate_bank_details as b where b.advocate_id = any (demo)
    union all select 'public.consultations', to_jsonb(k), 11 from consultations as k
    union all select 'public.conversations', to_jsonb(c), 12 from conversations as c
    union all
    select 'public.messages', to_jsonb(m), 13
    from public.messages as m
    where m.conversation_id in (select id from conversations) and private.is_seeded(m.id)
    union all
    select 'public.conversation_reads', to_jsonb(r), 14
    from public.conversation_reads as r
    where r.conversation_id in (select id from conversations)
    union all
    select 'public.advocate_reviews', to_jsonb(r), 15
    from public.advocate_reviews as r where r.consultation_id in (select id from consultations)
  )
  insert into private.demo_snapshot (relation, row_data)
  select relation, row_data from rows
  order by rank, row_data ->> 'created_at', row_data ->> 'id';
  get diagnostics taken = row_count;
  return taken;
end;
$$;

create or replace function public.operator_reset_demo(operator text default null) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  demo uuid[] := array(select id from auth.users where raw_app_meta_data ->> 'demo' = 'true');
  demo_threads uuid[] := array(select id from public.forum_threads where author_id = any (demo));
  removed jsonb := '{}';
  restored jsonb := '{}';
  n integer;
begin
  if not exists (select 1 from private.demo_snapshot) then
    return jsonb_build_object('removed', removed, 'restored', restored, 'note', 'no demo snapshot');
  end if;
  -- One reset at a time: two starting backends, or an operator and a start, would interleave.
  perform pg_advisory_xact_lock(hashtextextended('operator_reset_demo', 0));

  delete from public.upgrade_requests where user_id = any (demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('upgrade_requests', n);
  delete from public.forum_reports where reporter_id = any (demo);
  get diagnostics n = row_count; removed := removed || jsonb_build_object('forum_reports', n);
  delete from public.forum_thread_votes where user_id = any (demo) or thread_id = any (demo_threads);
  delete from public.forum_reply_votes as v
  using public.forum_replies as r
  where r.id = v.reply_id
    and (v.user_id = any (demo) or r.author_id = any (demo) or r.thread_id = any (demo_threads));
  -- Replies first, so that a demo thread has none left and is removed rather than kept as
  -- '[deleted]'.
  -- Seeded rows go too and are written back below; `removed` counts only the others.
  with gone as (
    delete from public.forum_replies where author_id = any (demo) or thread_id = any (demo_threads)
    returning id
  )
  select count(*) filter (where not private.is_seeded(id)) into n from gone;
  removed := removed || jsonb_build_object('forum_replies', n);
  with gone as (delete from public.forum_threads where id = any (demo_threads) returning id)
  select count(*) filter (where not private.is_seeded(id)) into n from gone;
  removed := removed || jsonb_build_object('forum_threads', n);
  with gone as (delete from public.chats where owner_id = any (demo) returning id)
  select count(*) filter (where not private.is_seeded(id)) into n from gone;
  removed := removed || jsonb_build_object('chats', n);
  -- Consultations take their conversations, messages, reads and reviews with them.
  with gone as (
    delete from public.consultations where client_id = any (demo) or advocate_id = any (demo)
    returning id
  )
  select count(*) filter (where not private.is_seeded(id)) into n from gone;
  removed := removed || jsonb_build_object('consultations', n);
  delete from public.advocate_profile_views where advocate_id = any (demo) or viewer_id = any (demo);
  delete from public.advocate_bank_details where advocate_id = any (demo);
  delete from public.advocate_profiles where id = any (demo);

  update public.users as u
  set name = s.name, plan = s.plan, is_verified = s.is_verified
  from private.demo_snapshot as d
  cross join lateral jsonb_populate_record(null::public.users, d.row_data) as s
  where d.relation = 'public.users' and u.id = s.id;

  n := private.restore_snapshot_rows('public.chats', '{"message_count": 0}');
  restored := restored || jsonb_build_object('chats', n);
  perform private.restore_snapshot_rows('public.chat_messages');
  -- Inserting a message touches its chat: give the chats their seeded dates back.
  update public.chats as c set updated_at = s.updated_at
  from private.demo_snapshot as d
  cross join lateral jsonb_populate_record(null::public.chats, d.row_data) as s
  where d.relation = 'public.chats' and c.id = s.id;
  n := private.restore_snapshot_rows(
    'public.forum_threads',
    '{"reply_count": 0, "advocate_reply_count": 0, "upvote_count": 0, "helpful_reply_id": null}'
  );
  restored := restored || jsonb_build_object('forum_threads', n);
  n := private.restore_snapshot_rows('public.forum_replies', '{"upvote_count": 0}');
  restored := restored || jsonb_build_object('forum_replies', n);
  perform private.restore_snapshot_rows('public.forum_thread_votes');
  perform private.restore_snapshot_rows('public.forum_reply_votes');
  update public.forum_threads as t set helpful_reply_id = (d.row_data ->> 'reply_id')::uuid
  from private.demo_snapshot as d
  where d.relation = 'helpful' and t.id = (d.row_data ->> 'thread_id')::uuid;

  -- Profiles as postgres (no auth.uid()), so the snapshot's verification status is kept; the
  -- badge trigger puts users.is_verified back in line with it.
  n := private.restore_snapshot_rows('public.advocate_profiles', '{"rating_avg": null, "review_count": 0}');
  restored := restored || jsonb_build_object('advocate_profiles', n);
  perform private.restore_snapshot_rows('public.advocate_bank_details');
  n := private.restore_snapshot_rows('public.consultations');
  restored := restored || jsonb_build_object('consultations', n);
  -- The seeded conversation replaces the one the restored consultation's trigger opened.
  delete from public.conversations as c
  using private.demo_snapshot as d
  where d.relation = 'public.conversations'
    and c.consultation_id = (d.row_data ->> 'consultation_id')::uuid;
  perform private.restore_snapshot_rows('public.conversations');
  n := private.restore_snapshot_rows('public.messages');
  restored := restored || jsonb_build_object('messages', n);
  perform private.restore_snapshot_rows('public.conversation_reads');
  perform private.restore_snapshot_rows('public.advocate_reviews');
  -- Writing a message touches its conversation: give them their seeded dates back.
  update public.conversations as c set last_message_at = s.last_message_at
  from private.demo_snapshot as d
  cross join lateral jsonb_populate_record(null::public.conversations, d.row_data) as s
  where d.relation = 'public.conversations' and c.id = s.id;

  if operator is not null then
    insert into public.audit_log (actor, action, details)
    values (operator, 'reset-demo', jsonb_build_object('removed', removed, 'restored', restored));
  end if;
  return jsonb_build_object('removed', removed, 'restored', restored);
end;
$$;
