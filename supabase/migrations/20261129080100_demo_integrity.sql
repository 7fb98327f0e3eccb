-- The shared demo accounts under hostile visitors.
--
-- - Ids of the seed's form (d3__0000-0000-4000-8000-…, private.is_seeded) belong to the seed:
--   anon, authenticated and the service role cannot write them into any table whose ids a writer
--   may choose (LS028). A stranger holding one blocked the demo reset, and with it every start.
-- - The seeded content of the demo accounts (chats, forum posts, the consultation and its
--   conversation, documents) is read-only for the demo accounts: one visitor deleting or
--   rewriting it spoiled the demo for the next (LS030). Visitors still create, edit and delete
--   rows of their own.
-- - The demo advocate's display name and bio keep the rename lock of users.name (LS012), and the
--   demo profiles take no bank details.
-- - Demo accounts request consultations only from the seed's fictional advocates (LS031).
-- - operator_reset_demo() first removes whatever holds a unique key of the snapshot, whoever wrote
--   it: no row can block the restore. operator_purge_demo(max_rows) removes what visitors created
--   in batches, so that the start-up, the 15-minute timer and the CLI never meet one reset too
--   large for a statement timeout. Both: service role only. (The caps that bound what visitors
--   can create: 20261129080110_row_caps.sql.)
--
-- The seed and the reset write as the table owner, so none of these rules stops them.

-- private.is_demo_account --------------------------------------------------------------------------
-- 20261129080000_function_privileges.sql moves public.is_demo_account here; written alongside
-- this one, it may be missing when this migration is tested alone. Same body.
do $$
begin
  if to_regprocedure('private.is_demo_account(uuid)') is null then
    execute $function$
      create function private.is_demo_account(account uuid) returns boolean
      language sql
      stable
      security definer
      set search_path = ''
      as 'select exists (
        select 1 from auth.users where id = account and raw_app_meta_data ->> ''demo'' = ''true''
      )'
    $function$;
    revoke all on function private.is_demo_account(uuid) from public, anon, authenticated;
  end if;
end
$$;

-- Seeded ids are the seed's ------------------------------------------------------------------------
-- The trigger's WHEN names the writers (current_user there is the role that runs the statement;
-- inside the definer functions of the seed and the reset it is their owner). TG_ARGV[0]: the
-- column holding the id.
create function public.refuse_seeded_id() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  written uuid := (to_jsonb(new) ->> tg_argv[0])::uuid;
begin
  if private.is_seeded(written)
    and (tg_op = 'INSERT' or written is distinct from (to_jsonb(old) ->> tg_argv[0])::uuid) then
    raise exception 'Ids of the form d3__0000-0000-4000-8000-… are reserved for the demo’s seeded content. Use another id.'
      using errcode = 'LS028';
  end if;
  return new;
end;
$$;
comment on function public.refuse_seeded_id() is 'Trigger: an id of the seed''s form (private.is_seeded) written by a client role (LS028). TG_ARGV[0]: the id column.';

do $$
declare
  target record;
begin
  for target in
    select * from (values
      ('chats', 'id'), ('chat_messages', 'id'), ('forum_threads', 'id'), ('forum_replies', 'id'),
      ('forum_reports', 'id'), ('consultations', 'id'), ('conversations', 'id'), ('messages', 'id'),
      ('documents', 'id'), ('upgrade_requests', 'id'), ('contact_messages', 'id'),
      ('advocate_reviews', 'consultation_id')
    ) as t (relation, id_column)
  loop
    execute format(
      'create trigger "Seeded ids are reserved for the seed"
       before insert or update of %2$I on public.%1$I
       for each row when (current_user in (''anon'', ''authenticated'', ''service_role''))
       execute function public.refuse_seeded_id(%2$L)',
      target.relation, target.id_column
    );
  end loop;
end
$$;

-- The seeded content is read-only for the demo accounts --------------------------------------------
-- TG_ARGV: the column holding the seeded id (the row's own, or its parent's for an insert), the
-- message, then the columns whose change an update may not make (counts kept by triggers, such
-- as a thread's replies and upvotes, still change).
create function public.refuse_demo_seeded_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject jsonb;
begin
  -- First the cheap test: the reset and the purge (no auth.uid()) delete thousands of rows.
  if (select auth.uid()) is not null and private.is_demo_account((select auth.uid())) then
    subject := to_jsonb(case when tg_op = 'INSERT' then new else old end);
    if private.is_seeded((subject ->> tg_argv[0])::uuid) and (
      tg_op <> 'UPDATE'
      or exists (select 1 from unnest(tg_argv[2:]) as c where to_jsonb(new) -> c is distinct from subject -> c)
    ) then
      raise exception '%', tg_argv[1] using errcode = 'LS030';
    end if;
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
comment on function public.refuse_demo_seeded_change() is 'Trigger: a demo account changes, deletes or adds to the demo''s seeded content (LS030). TG_ARGV: the seeded id column, the message, the columns an update may not change.';

do $$
declare
  target record;
begin
  for target in
    with message (kind, words) as (values
      ('chat', 'This sample chat is shared by every visitor of the demo, so it cannot be changed. Start a new chat to ask your own question.'),
      ('post', 'This sample post is shared by every visitor of the demo, so it cannot be edited or deleted. Post your own to try it.'),
      ('consultation', 'This sample consultation is shared by every visitor of the demo, so it cannot be changed and takes no new messages. Request your own consultation to try it.'),
      ('document', 'This sample document is shared by every visitor of the demo, so it cannot be changed or deleted. Use Duplicate to make your own copy and edit that.')
    )
    select t.relation, t.events, array[t.seeded_column, m.words] || t.frozen_columns as arguments
    from (values
      ('chats', 'update or delete', 'id', 'chat', array['title']),
      ('chat_messages', 'insert', 'chat_id', 'chat', array[]::text[]),
      ('forum_threads', 'update or delete', 'id', 'post',
        array['title', 'body', 'categories', 'is_anonymous', 'helpful_reply_id', 'deleted_at']),
      ('forum_replies', 'update or delete', 'id', 'post', array['body', 'thread_id']),
      ('consultations', 'update or delete', 'id', 'consultation', array['status', 'decline_reason']),
      ('messages', 'insert', 'conversation_id', 'consultation', array[]::text[]),
      ('documents', 'update or delete', 'id', 'document', array['title', 'answers', 'status'])
    ) as t (relation, events, seeded_column, kind, frozen_columns)
    join message as m using (kind)
  loop
    execute format(
      'create trigger "Demo visitors cannot change seeded content" before %2$s on public.%1$I
       for each row execute function public.refuse_demo_seeded_change(%3$s)',
      target.relation, target.events,
      (select string_agg(quote_literal(a), ', ' order by n) from unnest(target.arguments) with ordinality as u (a, n))
    );
  end loop;
end
$$;

-- The demo advocate's name, bio and bank details ---------------------------------------------------
-- Like users.name (refuse_demo_rename, LS012): only a change by the account itself is refused;
-- the seed, the reset and operators may write them. The rest of the profile stays editable (the
-- profile form is part of the demo), and a save that resends the same name and bio passes.
create function public.refuse_demo_profile_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is distinct from new.id or not private.is_demo_account(new.id) then
    return new;
  end if;
  if new.display_name is distinct from old.display_name then
    raise exception 'The demo profiles are shared by every visitor, so their name cannot be changed. Create your own account to choose a name.'
      using errcode = 'LS012';
  end if;
  if new.bio is distinct from old.bio then
    raise exception 'The demo profiles are shared by every visitor, so their bio cannot be changed. Create your own account to write one.'
      using errcode = 'LS012';
  end if;
  return new;
end;
$$;
comment on function public.refuse_demo_profile_change() is 'Trigger: a shared demo account cannot change its advocate profile''s display name or bio (LS012).';

-- Update only: the profile form saves with an upsert, whose insert half would always differ.
create trigger "Demo profiles keep their names"
before update of display_name, bio on public.advocate_profiles
for each row execute function public.refuse_demo_profile_change();

create function public.refuse_demo_bank_details() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_demo_account((select auth.uid())) then
    raise exception 'The demo profiles are shared by every visitor, so bank details cannot be added to them. Create your own advocate account to add yours.'
      using errcode = 'LS012';
  end if;
  return new;
end;
$$;
comment on function public.refuse_demo_bank_details() is 'Trigger: a shared demo account cannot write bank details (LS012).';

create trigger "Demo profiles have no bank details"
before insert or update on public.advocate_bank_details
for each row execute function public.refuse_demo_bank_details();

-- The demo consults the demo's advocates -----------------------------------------------------------
-- The seed's advocates (and the demo advocate) have ids of the seed's form; every one of them is
-- fictional (supabase/seed.sql). A real advocate must not receive requests from anonymous visitors.
create function public.refuse_demo_real_advocate() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_demo_account((select auth.uid())) and not private.is_seeded(new.advocate_id) then
    raise exception 'The demo can request consultations only from the sample advocates of the demo. Create your own account to consult a real advocate.'
      using errcode = 'LS031';
  end if;
  return new;
end;
$$;
comment on function public.refuse_demo_real_advocate() is 'Trigger: a demo account requests a consultation from an advocate who is not one of the seed''s fictional ones (LS031).';

create trigger "Demo clients consult only the demo's advocates"
before insert on public.consultations
for each row execute function public.refuse_demo_real_advocate();

-- The reset: no row can block it ------------------------------------------------------------------
-- The reset of 20261128090000_documents.sql removes what the demo accounts own and writes the
-- snapshot back; a row someone else holds under one of the snapshot's keys (a document a stranger
-- created under a seeded id before LS028, an operator's row) made that write fail. It is kept as
-- it is, under a private name, behind a public one that first removes such rows.
alter function public.operator_reset_demo(text) rename to reset_demo_accounts;
alter function public.reset_demo_accounts(text) set schema private;
revoke all on function private.reset_demo_accounts(text) from public, anon, authenticated, service_role;
comment on function private.reset_demo_accounts(text) is 'The demo reset proper (see public.operator_reset_demo): removes what the demo accounts own and writes their snapshot back.';

-- Deletes every row that holds a unique key of a snapshot row (the primary key, or any other
-- unique column list), whoever wrote it; the reset then deletes and rewrites the demo's own.
create function private.remove_snapshot_key_holders() returns void
language plpgsql
set search_path = ''
as $$
declare
  unique_key record;
begin
  -- Threads apart: one that has replies is only blanked to '[deleted]' when deleted, so a seeded
  -- thread someone else holds loses its replies first. The demo's own threads are the reset's
  -- (it counts the visitors' replies in them).
  delete from public.forum_replies as r
  using public.forum_threads as t, private.demo_snapshot as s
  where s.relation = 'public.forum_threads' and t.id = (s.row_data ->> 'id')::uuid
    and r.thread_id = t.id and t.author_id is distinct from (s.row_data ->> 'author_id')::uuid;
  delete from public.forum_threads as t
  using private.demo_snapshot as s
  where s.relation = 'public.forum_threads' and t.id = (s.row_data ->> 'id')::uuid
    and t.author_id is distinct from (s.row_data ->> 'author_id')::uuid;
  for unique_key in
    select i.indrelid::regclass as relation,
      string_agg(format('t.%1$I = r.%1$I', a.attname), ' and ') as same_key
    from pg_index as i
    join pg_attribute as a on a.attrelid = i.indrelid and a.attnum = any (i.indkey)
    where i.indisunique and i.indpred is null and i.indexprs is null
      and i.indrelid in (
        select distinct s.relation::regclass from private.demo_snapshot as s
        where s.relation like 'public.%'
          and s.relation not in ('public.users', 'public.forum_threads') -- users are updated
      )
    group by i.indexrelid, i.indrelid
  loop
    execute format(
      'delete from %1$s as t using private.demo_snapshot as s
       cross join lateral jsonb_populate_record(null::%1$s, s.row_data) as r
       where s.relation = $1 and %2$s',
      unique_key.relation, unique_key.same_key
    ) using unique_key.relation::text;
  end loop;
end;
$$;
revoke all on function private.remove_snapshot_key_holders() from public, anon, authenticated;

create function public.operator_reset_demo(operator text default null) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- One reset at a time (the reset proper takes the same lock again).
  perform pg_advisory_xact_lock(hashtextextended('operator_reset_demo', 0));
  perform private.remove_snapshot_key_holders();
  return private.reset_demo_accounts(operator);
end;
$$;
comment on function public.operator_reset_demo(text) is 'Operators (service role) and every start of the embedded backend: removes what visitors created with the demo accounts, and any row others hold under the keys of their seeded rows, and restores their seeded state. Audited when an operator is named. Call operator_purge_demo() until 0 first, so that this stays small.';

-- Deletes at most max_rows rows that visitors created with the demo accounts (never a seeded one:
-- the reset rewrites those) and returns how many; 0 when none is left. Callers repeat it, each
-- call its own transaction, then run operator_reset_demo(), which is then small whatever visitors
-- did. Tables go largest first and children before their parents, so that no delete cascades into
-- more rows than it counts (a thread with replies would be kept as '[deleted]').
create function public.operator_purge_demo(max_rows integer default 5000) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  demo uuid[] := array(select id from auth.users where raw_app_meta_data ->> 'demo' = 'true');
  budget integer := coalesce(max_rows, 5000);
  purged integer := 0;
  n integer;
  step record;
begin
  if budget not between 1 and 100000 then
    raise exception 'Purge 1 to 100000 rows at a time.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('operator_reset_demo', 0));
  -- Each table's visitor rows, as a condition on its row `t` ($1: the demo accounts). A demo
  -- chat's seeded messages have no fixed ids: the snapshot tells them apart.
  for step in
    select * from (values
      (1, 'public.chat_messages',
        't.chat_id in (select c.id from public.chats as c where c.owner_id = any ($1))
         and t.id not in (select (s.row_data ->> ''id'')::uuid from private.demo_snapshot as s
                          where s.relation = ''public.chat_messages'')'),
      (2, 'public.messages',
        't.conversation_id in (select c.id from public.conversations as c
                               where c.client_id = any ($1) or c.advocate_id = any ($1))
         and not private.is_seeded(t.id)'),
      (3, 'public.forum_reply_votes', 't.user_id = any ($1)'),
      (4, 'public.forum_thread_votes', 't.user_id = any ($1)'),
      (5, 'public.forum_replies',
        'not private.is_seeded(t.id) and (t.author_id = any ($1) or t.thread_id in (
           select th.id from public.forum_threads as th where th.author_id = any ($1)))'),
      (6, 'public.forum_threads', 't.author_id = any ($1) and not private.is_seeded(t.id)'),
      (7, 'public.chats', 't.owner_id = any ($1) and not private.is_seeded(t.id)'),
      (8, 'public.forum_reports', 't.reporter_id = any ($1)'),
      (9, 'public.consultations',
        '(t.client_id = any ($1) or t.advocate_id = any ($1)) and not private.is_seeded(t.id)'),
      (10, 'public.documents', 't.owner_id = any ($1) and not private.is_seeded(t.id)'),
      (11, 'public.upgrade_requests', 't.user_id = any ($1)'),
      (12, 'public.advocate_profile_views', 't.advocate_id = any ($1) or t.viewer_id = any ($1)')
    ) as v (position, relation, visitor_rows)
    order by position
  loop
    exit when purged >= budget;
    execute format(
      'delete from %1$s where ctid = any (array(select t.ctid from %1$s as t where %2$s limit $2))',
      step.relation, step.visitor_rows
    ) using demo, budget - purged;
    get diagnostics n = row_count;
    purged := purged + n;
  end loop;
  return purged;
end;
$$;
comment on function public.operator_purge_demo(integer) is 'Operators (service role), the start-up and the demo timer: deletes at most max_rows (1-100000, default 5000) rows visitors created with the demo accounts and returns how many; 0 when none is left. Call it until 0, then operator_reset_demo().';

-- Privileges ---------------------------------------------------------------------------------------
-- Trigger functions fire without EXECUTE; nobody calls them.
revoke all on function
  public.refuse_seeded_id(),
  public.refuse_demo_seeded_change(),
  public.refuse_demo_profile_change(),
  public.refuse_demo_bank_details(),
  public.refuse_demo_real_advocate(),
  public.operator_reset_demo(text),
  public.operator_purge_demo(integer)
from public, anon, authenticated, service_role;
grant execute on function public.operator_reset_demo(text), public.operator_purge_demo(integer)
to service_role;
