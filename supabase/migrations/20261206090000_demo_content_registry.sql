-- The demo's content in one registry. The snapshot, the reset and the purge were each a list of
-- tables written out in a function body, so every feature that added a table a user owns restated
-- all three whole. Now private.demo_content holds one row per such table, and one generic
-- snapshot, reset and purge read it; a feature's migration adds its row. Behaviour is that of
-- 20261128090000_documents.sql, 20261129080100_demo_integrity.sql and
-- 20261130080100_assistant_feedback.sql: the same rows recorded, removed and written back, the same
-- report, the same lock, limits and batches.
--
-- tests/db/demo-content.test.ts fails while a table of `public` with a column referencing
-- public.users or auth.users has no row here.

create table private.demo_content (
  relation regclass primary key,
  position integer unique,
  seeded_rows text,
  leaves_out text[] not null default '{}',
  demo_rows text,
  visitor_rows text,
  restore_overrides jsonb not null default '{}',
  reports_removed boolean not null default false,
  reports_restored boolean not null default false,
  after_snapshot text,
  before_restore text,
  after_restore text,
  not_demo_content text,
  constraint "Demo content has a position, other tables a reason" check (
    (not_demo_content is null) = (position is not null)
    and (not_demo_content is null or coalesce(seeded_rows, demo_rows, visitor_rows) is null)
  )
);
comment on table private.demo_content is 'Every table of public a user owns: how private.snapshot_demo_content(), the demo reset and operator_purge_demo() treat it, or why it is not demo content.';
comment on column private.demo_content.position is 'Parents before children. The snapshot and the restore go up; the reset''s removal and the purge go down, so that nothing cascades uncounted and a thread with replies is removed rather than kept as ''[deleted]''.';
comment on column private.demo_content.seeded_rows is 'Condition on row t ($1: the demo accounts) for the rows the snapshot records, in order of created_at and id; null: nothing recorded. private.demo_snapshot_ids() names rows recorded before.';
comment on column private.demo_content.leaves_out is 'Columns the snapshot does not record (a trigger recomputes them).';
comment on column private.demo_content.demo_rows is 'Condition on row t ($1: the demo accounts) for every row of the demo accounts, seeded or not: the reset removes them, then writes back the recorded ones. Null: the reset neither removes nor inserts (an after_restore hook may update).';
comment on column private.demo_content.visitor_rows is 'Condition on row t ($1: the demo accounts) for the rows visitors created, never a seeded one: operator_purge_demo() removes them in batches. Null: they go with their parent row.';
comment on column private.demo_content.restore_overrides is 'Values the restored rows take instead of the recorded ones (counts that triggers keep start at 0).';
comment on column private.demo_content.reports_removed is 'The reset reports how many rows it removed here that were not seeded ones.';
comment on column private.demo_content.reports_restored is 'The reset reports how many rows it wrote back here.';
comment on column private.demo_content.after_snapshot is 'Hook: a statement ($1: the demo accounts) run after this table''s rows are recorded.';
comment on column private.demo_content.before_restore is 'Hook: a statement ($1: the demo accounts) run before this table''s rows are written back.';
comment on column private.demo_content.after_restore is 'Hook: a statement ($1: the demo accounts) run after this table''s rows are written back.';
comment on column private.demo_content.not_demo_content is 'Why a table a user owns is left out of the demo''s snapshot, reset and purge.';
revoke all on private.demo_content from public, anon, authenticated, service_role;

-- The ids of one table's recorded rows.
create function private.demo_snapshot_ids(of_relation text) returns setof uuid
language sql
stable
set search_path = ''
as $$
  select (s.row_data ->> 'id')::uuid from private.demo_snapshot as s where s.relation = of_relation
$$;
revoke all on function private.demo_snapshot_ids(text) from public, anon, authenticated, service_role;

-- The registry: the tables the three functions of 20261128090000_documents.sql and
-- 20261129080100_demo_integrity.sql named, with their conditions, overrides and bespoke steps.
insert into private.demo_content (
  relation, position, seeded_rows, demo_rows, visitor_rows, restore_overrides,
  reports_removed, reports_restored
) values
  -- Profiles are updated, never removed (after_restore below).
  ('public.users', 1, 't.id = any ($1)', null, null, '{}', false, false),
  ('public.chats', 2,
    't.owner_id = any ($1) and private.is_seeded(t.id)',
    't.owner_id = any ($1)',
    't.owner_id = any ($1) and not private.is_seeded(t.id)',
    '{"message_count": 0}', true, true),
  -- A demo chat's seeded messages have no fixed ids: the snapshot tells them apart.
  ('public.chat_messages', 3,
    't.chat_id in (select private.demo_snapshot_ids(''public.chats''))',
    't.chat_id in (select c.id from public.chats as c where c.owner_id = any ($1))',
    't.chat_id in (select c.id from public.chats as c where c.owner_id = any ($1))
     and t.id not in (select private.demo_snapshot_ids(''public.chat_messages''))',
    '{}', false, false),
  ('public.forum_threads', 4,
    't.author_id = any ($1) and private.is_seeded(t.id)',
    't.author_id = any ($1)',
    't.author_id = any ($1) and not private.is_seeded(t.id)',
    '{"reply_count": 0, "advocate_reply_count": 0, "upvote_count": 0, "helpful_reply_id": null}',
    true, true),
  ('public.forum_replies', 5,
    'private.is_seeded(t.id) and (t.author_id = any ($1)
     or t.thread_id in (select private.demo_snapshot_ids(''public.forum_threads'')))',
    't.author_id = any ($1)
     or t.thread_id in (select th.id from public.forum_threads as th where th.author_id = any ($1))',
    'not private.is_seeded(t.id) and (t.author_id = any ($1)
     or t.thread_id in (select th.id from public.forum_threads as th where th.author_id = any ($1)))',
    '{"upvote_count": 0}', true, true),
  -- Others' votes on the demo's posts are part of it; the demo accounts' own votes are visitors'.
  ('public.forum_thread_votes', 6,
    't.thread_id in (select private.demo_snapshot_ids(''public.forum_threads'')) and t.user_id <> all ($1)',
    't.user_id = any ($1)
     or t.thread_id in (select th.id from public.forum_threads as th where th.author_id = any ($1))',
    't.user_id = any ($1)',
    '{}', false, false),
  ('public.forum_reply_votes', 7,
    't.reply_id in (select private.demo_snapshot_ids(''public.forum_replies'')) and t.user_id <> all ($1)',
    't.user_id = any ($1) or t.reply_id in (
       select r.id from public.forum_replies as r
       where r.author_id = any ($1) or r.thread_id in (
         select th.id from public.forum_threads as th where th.author_id = any ($1)))',
    't.user_id = any ($1)',
    '{}', false, false),
  ('public.forum_reports', 8, null, 't.reporter_id = any ($1)', 't.reporter_id = any ($1)',
    '{}', true, false),
  -- As postgres (no auth.uid()), so the snapshot's verification status is kept; the badge trigger
  -- puts users.is_verified back in line with it, and the reviews' trigger the rating.
  ('public.advocate_profiles', 9, 't.id = any ($1)', 't.id = any ($1)', null,
    '{"rating_avg": null, "review_count": 0}', false, true),
  -- The demo profiles take no bank details (LS012): nothing for visitors to leave.
  ('public.advocate_bank_details', 10, 't.advocate_id = any ($1)', 't.advocate_id = any ($1)', null,
    '{}', false, false),
  ('public.advocate_profile_views', 11, null,
    't.advocate_id = any ($1) or t.viewer_id = any ($1)',
    't.advocate_id = any ($1) or t.viewer_id = any ($1)',
    '{}', false, false),
  -- A consultation's conversation, reads and reviews go with it in the purge.
  ('public.consultations', 12,
    '(t.client_id = any ($1) or t.advocate_id = any ($1)) and private.is_seeded(t.id)',
    't.client_id = any ($1) or t.advocate_id = any ($1)',
    '(t.client_id = any ($1) or t.advocate_id = any ($1)) and not private.is_seeded(t.id)',
    '{}', true, true),
  ('public.conversations', 13,
    't.consultation_id in (select private.demo_snapshot_ids(''public.consultations''))',
    't.client_id = any ($1) or t.advocate_id = any ($1)', null,
    '{}', false, false),
  ('public.messages', 14,
    't.conversation_id in (select private.demo_snapshot_ids(''public.conversations''))
     and private.is_seeded(t.id)',
    't.conversation_id in (select c.id from public.conversations as c
                           where c.client_id = any ($1) or c.advocate_id = any ($1))',
    't.conversation_id in (select c.id from public.conversations as c
                           where c.client_id = any ($1) or c.advocate_id = any ($1))
     and not private.is_seeded(t.id)',
    '{}', false, true),
  ('public.conversation_reads', 15,
    't.conversation_id in (select private.demo_snapshot_ids(''public.conversations''))',
    't.conversation_id in (select c.id from public.conversations as c
                           where c.client_id = any ($1) or c.advocate_id = any ($1))', null,
    '{}', false, false),
  ('public.advocate_reviews', 16,
    't.consultation_id in (select private.demo_snapshot_ids(''public.consultations''))',
    't.client_id = any ($1) or t.advocate_id = any ($1)', null,
    '{}', false, false),
  -- As postgres (no auth.uid()): no Premium check; the trigger sets version 1, as seeded.
  ('public.documents', 17,
    't.owner_id = any ($1) and private.is_seeded(t.id)',
    't.owner_id = any ($1)',
    't.owner_id = any ($1) and not private.is_seeded(t.id)',
    '{}', true, true),
  ('public.upgrade_requests', 18, null, 't.user_id = any ($1)', 't.user_id = any ($1)',
    '{}', true, false),
  -- Above the chat messages: the purge removes feedback first, counted, not by cascade.
  ('public.assistant_feedback', 19, null, 't.owner_id = any ($1)', 't.owner_id = any ($1)',
    '{}', false, false);

update private.demo_content set leaves_out = '{search}' where relation = 'public.advocate_profiles'::regclass;

-- The bespoke steps. Recorded values put back in place, by id: the profiles are updated, never
-- removed; inserting a message touches its chat, and writing one its conversation.
create function private.restore_snapshot_columns(relation regclass, columns text[]) returns void
language plpgsql
set search_path = ''
as $$
begin
  execute format(
    'update %1$s as t set %2$s from private.demo_snapshot as d
     cross join lateral jsonb_populate_record(null::%1$s, d.row_data) as s
     where d.relation = $1 and t.id = s.id',
    relation, (select string_agg(format('%1$I = s.%1$I', c), ', ') from unnest(columns) as c)
  ) using relation::text;
end;
$$;
revoke all on function private.restore_snapshot_columns(regclass, text[]) from public, anon, authenticated, service_role;

update private.demo_content
set after_restore = $hook$select private.restore_snapshot_columns('public.users', '{name,plan,is_verified}')$hook$
where relation = 'public.users'::regclass;
update private.demo_content
set after_restore = $hook$select private.restore_snapshot_columns('public.chats', '{updated_at}')$hook$
where relation = 'public.chat_messages'::regclass;
update private.demo_content
set after_restore = $hook$select private.restore_snapshot_columns('public.conversations', '{last_message_at}')$hook$
where relation = 'public.messages'::regclass;

-- Helpful marks pointing at the demo's replies, in threads of other people too: recorded apart
-- (relation 'helpful') and set once the forum's rows are back.
update private.demo_content set after_snapshot = $hook$
  insert into private.demo_snapshot (relation, row_data)
  select 'helpful', jsonb_build_object('thread_id', t.id, 'reply_id', t.helpful_reply_id)
  from public.forum_threads as t
  where t.helpful_reply_id in (select private.demo_snapshot_ids('public.forum_replies'))
  order by t.created_at, t.id
$hook$, after_restore = $hook$
  update public.forum_threads as t set helpful_reply_id = (d.row_data ->> 'reply_id')::uuid
  from private.demo_snapshot as d
  where d.relation = 'helpful' and t.id = (d.row_data ->> 'thread_id')::uuid
$hook$ where relation = 'public.forum_reply_votes'::regclass;

-- The seeded conversation replaces the one the restored consultation's trigger opened.
update private.demo_content set before_restore = $hook$
  delete from public.conversations as c
  using private.demo_snapshot as d
  where d.relation = 'public.conversations'
    and c.consultation_id = (d.row_data ->> 'consultation_id')::uuid
$hook$ where relation = 'public.conversations'::regclass;

insert into private.demo_content (relation, not_demo_content) values
  ('public.contact_messages', 'Addressed to the people who run LexSetu, never shown to the next visitor: kept.');

-- The snapshot ----------------------------------------------------------------------------------
create or replace function private.snapshot_demo_content() returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  demo uuid[] := array(
    select id from auth.users where raw_app_meta_data ->> 'demo' = 'true' order by id
  );
  content private.demo_content;
  taken integer := 0;
  n integer;
begin
  delete from private.demo_snapshot;
  for content in
    select * from private.demo_content where seeded_rows is not null order by position
  loop
    execute format(
      'insert into private.demo_snapshot (relation, row_data)
       select $2, r from (select to_jsonb(t) - $3 as r from %1$s as t where %2$s) as s
       order by r ->> ''created_at'', r ->> ''id''',
      content.relation, content.seeded_rows
    ) using demo, content.relation::text, content.leaves_out;
    get diagnostics n = row_count;
    taken := taken + n;
    if content.after_snapshot is not null then
      execute content.after_snapshot using demo;
      get diagnostics n = row_count;
      taken := taken + n;
    end if;
  end loop;
  return taken;
end;
$$;
comment on function private.snapshot_demo_content() is 'Records the demo accounts'' seeded rows in private.demo_snapshot, as private.demo_content says (seed.sql calls it last).';

-- The reset proper (public.operator_reset_demo of 20261129080100 first removes the rows others hold
-- under the snapshot's keys) -----------------------------------------------------------------------
create or replace function private.reset_demo_accounts(operator text default null) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  demo uuid[] := array(select id from auth.users where raw_app_meta_data ->> 'demo' = 'true');
  removed jsonb := '{}';
  restored jsonb := '{}';
  content private.demo_content;
  label text;
  n integer;
begin
  if not exists (select 1 from private.demo_snapshot) then
    return jsonb_build_object('removed', removed, 'restored', restored, 'note', 'no demo snapshot');
  end if;
  -- One reset at a time: two starting backends, or an operator and a start, would interleave.
  perform pg_advisory_xact_lock(hashtextextended('operator_reset_demo', 0));

  -- Children first. Seeded rows go too and are written back below; `removed` counts the others.
  for content in
    select * from private.demo_content where demo_rows is not null order by position desc
  loop
    execute format(
      'with gone as (delete from %1$s as t where %2$s returning %3$s as seeded)
       select count(*) filter (where not seeded) from gone',
      content.relation, content.demo_rows,
      case when content.reports_removed and content.seeded_rows is not null
        then 'private.is_seeded(t.id)' else 'false' end
    ) into n using demo;
    if content.reports_removed then
      select c.relname into label from pg_catalog.pg_class as c where c.oid = content.relation;
      removed := removed || jsonb_build_object(label, n);
    end if;
  end loop;

  for content in
    select * from private.demo_content where seeded_rows is not null order by position
  loop
    if content.before_restore is not null then
      execute content.before_restore using demo;
    end if;
    if content.demo_rows is not null then
      n := private.restore_snapshot_rows(content.relation, content.restore_overrides);
      if content.reports_restored then
        select c.relname into label from pg_catalog.pg_class as c where c.oid = content.relation;
        restored := restored || jsonb_build_object(label, n);
      end if;
    end if;
    if content.after_restore is not null then
      execute content.after_restore using demo;
    end if;
  end loop;

  if operator is not null then
    insert into public.audit_log (actor, action, details)
    values (operator, 'reset-demo', jsonb_build_object('removed', removed, 'restored', restored));
  end if;
  return jsonb_build_object('removed', removed, 'restored', restored);
end;
$$;
comment on function private.reset_demo_accounts(text) is 'The demo reset proper (see public.operator_reset_demo): removes what the demo accounts own and writes their snapshot back, as private.demo_content says.';

-- The purge ---------------------------------------------------------------------------------------
-- Deletes at most max_rows rows that visitors created with the demo accounts (never a seeded one:
-- the reset rewrites those) and returns how many; 0 when none is left. Callers repeat it, each call
-- its own transaction, then run operator_reset_demo(), which is then small whatever visitors did.
create or replace function public.operator_purge_demo(max_rows integer default 5000) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  demo uuid[] := array(select id from auth.users where raw_app_meta_data ->> 'demo' = 'true');
  budget integer := coalesce(max_rows, 5000);
  purged integer := 0;
  n integer;
  content private.demo_content;
begin
  if budget not between 1 and 100000 then
    raise exception 'Purge 1 to 100000 rows at a time.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('operator_reset_demo', 0));
  for content in
    select * from private.demo_content where visitor_rows is not null order by position desc
  loop
    exit when purged >= budget;
    execute format(
      'delete from %1$s where ctid = any (array(select t.ctid from %1$s as t where %2$s limit $2))',
      content.relation, content.visitor_rows
    ) using demo, budget - purged;
    get diagnostics n = row_count;
    purged := purged + n;
  end loop;
  return purged;
end;
$$;
comment on function public.operator_purge_demo(integer) is 'Operators (service role), the start-up and the demo timer: deletes at most max_rows (1-100000, default 5000) rows visitors created with the demo accounts, as private.demo_content says, and returns how many; 0 when none is left. Call it until 0, then operator_reset_demo().';

-- The purge of 20261129080100, which the public one above replaces with the feedback included.
drop function if exists private.purge_demo_visitor_rows(integer);
