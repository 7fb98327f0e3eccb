-- Plans and operations, part 5 of 6: the shared demo accounts and their reset.
-- Split out of 20261126090000_plans_and_operations.sql: a database migrated before the split
-- applied it whole (docs/OPERATING.md 'Migrations').
-- The overview: 20261126090000_forum_reply_counts_fix.sql.

-- Demo accounts ---------------------------------------------------------------------------------

create function public.is_demo_account(account uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.users where id = account and raw_app_meta_data ->> 'demo' = 'true'
  )
$$;
comment on function public.is_demo_account(uuid) is 'Whether the account is one of the shared demo accounts (auth.users.raw_app_meta_data.demo).';
revoke all on function public.is_demo_account(uuid) from public, anon, authenticated;

-- Every visitor signs in to the same demo accounts: one visitor must not rename them for the next.
-- Only a change made by the account itself is refused; operators and the reset may rename.
create function public.refuse_demo_rename() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.name is distinct from old.name
    and (select auth.uid()) = old.id
    and public.is_demo_account(old.id)
  then
    raise exception 'The demo profiles are shared by every visitor, so their name cannot be changed. Create your own account to choose a name.'
      using errcode = 'LS012';
  end if;
  return new;
end;
$$;
comment on function public.refuse_demo_rename() is 'Trigger: a shared demo account cannot rename its own profile (LS012).';
revoke all on function public.refuse_demo_rename() from public, anon, authenticated;

create trigger "Demo profiles keep their names"
before update of name on public.users
for each row execute function public.refuse_demo_rename();

-- What the seed gave the demo accounts, kept so that operator_reset_demo() can put it back: rows
-- as JSON, in the order they are inserted again. In a schema the API does not expose.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;

create table private.demo_snapshot (
  position integer generated always as identity primary key,
  relation text not null,
  row_data jsonb not null
);
comment on table private.demo_snapshot is 'The seeded state of the demo accounts (their profiles, chats, forum posts and everything attached to them), taken by private.snapshot_demo_content().';

-- Seeded rows are told apart by their fixed ids (d3c00000-… chats, d3f10000-… threads,
-- d3f20000-… replies; see supabase/seed.sql): a database seeded before this migration may already
-- hold visitors' posts, which must not become part of the demo.
create function private.is_seeded(id uuid) returns boolean
language sql
immutable
set search_path = ''
as $$
  select id::text like 'd3__0000-0000-4000-8000-%'
$$;

create function private.snapshot_demo_content() returns integer
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
  )
  insert into private.demo_snapshot (relation, row_data)
  select relation, row_data from rows
  order by rank, row_data ->> 'created_at', row_data ->> 'id';
  get diagnostics taken = row_count;
  return taken;
end;
$$;
comment on function private.snapshot_demo_content() is 'Records the demo accounts'' seeded rows in private.demo_snapshot (seed.sql calls it last).';

-- Inserts the snapshot's rows of one table again, with `overrides` applied (counts start at 0:
-- the triggers count the rows inserted after). Generated columns are left to the database.
create function private.restore_snapshot_rows(relation regclass, overrides jsonb default '{}')
returns integer
language plpgsql
set search_path = ''
as $$
declare
  columns text;
  restored integer;
begin
  select string_agg(quote_ident(a.attname), ', ' order by a.attnum) into columns
  from pg_attribute as a
  where a.attrelid = relation and a.attnum > 0 and not a.attisdropped and a.attgenerated = '';
  execute format(
    'insert into %1$s (%2$s) select %2$s from private.demo_snapshot as s
     cross join lateral jsonb_populate_record(null::%1$s, s.row_data || $1)
     where s.relation = $2 order by s.position',
    relation, columns
  ) using overrides, relation::text;
  get diagnostics restored = row_count;
  return restored;
end;
$$;

-- Puts the demo accounts back as the seed left them: everything they created since is removed
-- (with whatever others attached to it: replies in a demo thread, votes on a demo post), and
-- their seeded chats, posts, votes on them and profiles are written again. Contact messages stay:
-- they are addressed to the people who run LexSetu, not shown to the next visitor.
create function public.operator_reset_demo(operator text default null) returns jsonb
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

  if operator is not null then
    insert into public.audit_log (actor, action, details)
    values (operator, 'reset-demo', jsonb_build_object('removed', removed, 'restored', restored));
  end if;
  return jsonb_build_object('removed', removed, 'restored', restored);
end;
$$;
comment on function public.operator_reset_demo(text) is 'Operators (service role) and every start of the embedded backend: removes what visitors created with the demo accounts and restores their seeded state. Audited when an operator is named.';

-- A database seeded before this migration: the demo client moves to Premium (so a visitor can try
-- every feature, as on a new database: see seed.sql), and its demo content is recorded now.
-- seed.sql does both on new databases, where the demo accounts do not exist yet at this point.
update public.users set plan = 'premium'
where email = 'demo.client@lexsetu.in' and public.is_demo_account(id);
select private.snapshot_demo_content()
where exists (select 1 from auth.users where raw_app_meta_data ->> 'demo' = 'true');
