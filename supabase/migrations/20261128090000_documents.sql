-- Documents (docs/PRODUCT.md §2 'Documents'): the drafts of the document generator (affidavit, rent
-- agreement, bail application), saved as the answers of the template's form; the app builds the
-- document from them.
--
-- Rules:
-- - Own rows only: a user reads, creates, edits and deletes their own documents, nobody else's.
--   anon gets nothing.
-- - Saving is part of Premium: a free user's insert or update is refused (LS021). Reading and
--   deleting stay allowed, so a user moved back to free keeps their documents and can remove them.
-- - At most 200 documents per account (LS022).
-- - A final document is locked: its title and answers change only after it is reopened as a draft
--   (LS023). Reopening (final -> draft) is allowed.
-- - The answers are one JSON object of at most 64 KiB; the template is one of the three
--   (src/features/documents/document-types.ts); the title has 1-120 characters.
-- - version counts the saves (1 on insert, +1 on every update, set by the trigger only): the app
--   saves with `.eq('version', v)`, and zero rows back means the draft changed elsewhere.
-- - The id may come from the client, so that a retried create is not stored twice (23505).
-- - The seed (as postgres) and the service role (no auth.uid()) skip the Premium check; the limit,
--   the lock of final documents and version apply to them too.
--
-- Error codes the app shows as they are (docs/PRODUCT.md §8): LS021 saving needs Premium, LS022
-- the limit of 200 documents, LS023 an edit of a final document.

create table public.documents (
  -- The client may send its own id (idempotent create).
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  template text not null check (template in ('affidavit', 'rent_agreement', 'bail_application')),
  title text not null check (char_length(btrim(title)) between 1 and 120),
  answers jsonb not null default '{}'
    check (jsonb_typeof(answers) = 'object')
    check (octet_length(answers::text) <= 65536),
  status text not null default 'draft' check (status in ('draft', 'final')),
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.documents is 'A document of the generator (affidavit, rent agreement or bail application): its template, title and the answers of its form. Read and written by its owner only; saving needs Premium.';
comment on column public.documents.template is 'affidavit, rent_agreement or bail_application (the template whose form the answers fill).';
comment on column public.documents.answers is 'The answers of the template''s form: one JSON object, field name -> string or list of strings, at most 64 KiB. Drafts may be incomplete.';
comment on column public.documents.status is 'draft (editable) or final (locked until reopened as a draft).';
comment on column public.documents.version is 'Number of saves: 1 on insert, +1 on every update (trigger). The app updates where version = the one it read, to notice a change made elsewhere.';
comment on column public.documents.updated_at is 'Time of the last save (trigger); the Recent Documents order.';

create index documents_owner on public.documents (owner_id, updated_at desc);

create function public.document_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null
    and not exists (select 1 from public.users where id = (select auth.uid()) and plan = 'premium') then
    raise exception 'Saving documents is part of Premium. Upgrade to Premium to save and download documents.'
      using errcode = 'LS021';
  end if;
  if tg_op = 'INSERT' then
    -- One insert at a time per owner, so that two parallel ones cannot both pass the count. A
    -- retried create of a stored id is left to the primary key (23505).
    perform pg_advisory_xact_lock(hashtextextended('documents:' || new.owner_id::text, 0));
    if not exists (select 1 from public.documents where id = new.id)
      and (select count(*) from public.documents where owner_id = new.owner_id) >= 200 then
      raise exception 'You have 200 saved documents, the most an account can keep. Delete one to save another.'
        using errcode = 'LS022';
    end if;
    new.version := 1;
    -- created_at and updated_at keep the default (clients cannot send them; the seed and the demo
    -- reset write their own).
    return new;
  end if;
  if old.status = 'final' and new.status = 'final'
    and (new.title, new.answers) is distinct from (old.title, old.answers) then
    raise exception 'This document is final. Reopen it as a draft to edit it.' using errcode = 'LS023';
  end if;
  new.version := old.version + 1;
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.document_check() is 'Trigger: saving needs Premium (LS021); at most 200 documents per account (LS022); a final document is not edited (LS023); sets version and updated_at.';

create trigger documents_check
before insert or update on public.documents
for each row execute function public.document_check();

-- Privileges and policies ------------------------------------------------------------------------

alter table public.documents enable row level security;

revoke all on public.documents from anon, authenticated;
grant all on public.documents to service_role;
grant select, delete on public.documents to authenticated;
grant insert (id, template, title, answers, status) on public.documents to authenticated;
grant update (title, answers, status) on public.documents to authenticated;

revoke all on function public.document_check() from public, anon, authenticated;

create policy "Users read their own documents"
on public.documents for select to authenticated
using ((select auth.uid()) = owner_id);

create policy "Users create their own documents"
on public.documents for insert to authenticated
with check ((select auth.uid()) = owner_id);

create policy "Users edit their own documents"
on public.documents for update to authenticated
using ((select auth.uid()) = owner_id)
with check ((select auth.uid()) = owner_id);

create policy "Users delete their own documents"
on public.documents for delete to authenticated
using ((select auth.uid()) = owner_id);

-- The demo reset covers documents ----------------------------------------------------------------
-- The demo client's seeded documents have fixed ids (d3d00000-…: see supabase/seed.sql). The
-- bodies below are those of 20261127090000_advocates.sql with documents added.
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
    union all
    select 'public.documents', to_jsonb(d), 16
    from public.documents as d where d.owner_id = any (demo) and private.is_seeded(d.id)
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
  with gone as (delete from public.documents where owner_id = any (demo) returning id)
  select count(*) filter (where not private.is_seeded(id)) into n from gone;
  removed := removed || jsonb_build_object('documents', n);
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

  -- As postgres (no auth.uid()): no Premium check; the trigger sets version 1, as seeded.
  n := private.restore_snapshot_rows('public.documents');
  restored := restored || jsonb_build_object('documents', n);

  if operator is not null then
    insert into public.audit_log (actor, action, details)
    values (operator, 'reset-demo', jsonb_build_object('removed', removed, 'restored', restored));
  end if;
  return jsonb_build_object('removed', removed, 'restored', restored);
end;
$$;
