-- Plans and operations (docs/PRODUCT.md §2 'Pricing').
--
-- - upgrade_requests: a free user asks for Premium; people who run LexSetu grant it. Nobody but the
--   service role ever changes users.plan (its column grant never included plan).
-- - contact_messages: the contact form, stored; anyone may write, only the service role reads.
-- - audit_log: every change an operator makes, written by the operator_* functions below in the
--   same transaction as the change; only the service role reads it.
-- - The shared demo accounts: their names cannot be changed by visitors, and
--   operator_reset_demo() puts everything they own back to how the seed left it.
--
-- The app's own refusals use SQLSTATE LS008-LS013 (see docs/PRODUCT.md §8); their messages are
-- written for the person who will read them.

-- A fix to the forum's reply counts ----------------------------------------------------------------
-- Deleting a reply that was marked helpful updates its thread's counts before the foreign key
-- clears the mark. When that thread row had already changed in the same transaction (an account
-- deletion removes the user's votes first, the demo reset too), Postgres checks the key again and
-- finds the reply gone: the whole deletion failed. The count update now clears a mark whose reply
-- is gone itself.
create or replace function public.forum_reply_counts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  post public.forum_replies := coalesce(new, old);
  delta integer := case tg_op when 'INSERT' then 1 else -1 end;
begin
  update public.forum_threads
  set reply_count = greatest(reply_count + delta, 0),
      advocate_reply_count = greatest(advocate_reply_count + delta * post.by_advocate::integer, 0),
      -- After the statement: any reply it deleted is gone, the marked one included.
      helpful_reply_id = case
        when tg_op = 'DELETE'
          and not exists (select 1 from public.forum_replies as r where r.id = helpful_reply_id)
        then null
        else helpful_reply_id
      end
  where id = post.thread_id;
  return null;
end;
$$;

-- Upgrade requests ------------------------------------------------------------------------------

create table public.upgrade_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  invoice_name text not null check (char_length(btrim(invoice_name, E' \t\r\n')) between 2 and 100),
  phone text check (
    phone is null
    or (phone ~ '^[0-9+() -]{7,20}$' and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 7)
  ),
  note text check (note is null or char_length(note) <= 500),
  status text not null default 'requested' check (status in ('requested', 'granted', 'cancelled')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  check ((status = 'requested') = (resolved_at is null))
);
comment on table public.upgrade_requests is 'A user''s request to move to the Premium plan. Operators grant it (npm run admin -- grant-premium); the user may cancel it while it is open.';
comment on column public.upgrade_requests.invoice_name is 'The name to put on the invoice.';
comment on column public.upgrade_requests.status is 'requested (open), granted (by an operator) or cancelled (by the user, or closed by a revoke).';
comment on column public.upgrade_requests.resolved_at is 'When the request stopped being open; set by the database.';

-- At most one open request per user: the index guarantees it, the trigger below says it in words.
create unique index upgrade_requests_one_open on public.upgrade_requests (user_id)
  where status = 'requested';
create index upgrade_requests_open_oldest on public.upgrade_requests (created_at)
  where status = 'requested';

create function public.upgrade_request_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if exists (select 1 from public.users where id = new.user_id and plan = 'premium') then
      raise exception 'You are already on the Premium plan.' using errcode = 'LS010';
    end if;
    if exists (
      select 1 from public.upgrade_requests where user_id = new.user_id and status = 'requested'
    ) then
      raise exception 'You already have an upgrade request open. We will contact you soon.'
        using errcode = 'LS009';
    end if;
  elsif new.status is distinct from old.status then
    new.resolved_at := case when new.status = 'requested' then null else now() end;
  end if;
  return new;
end;
$$;
comment on function public.upgrade_request_check() is 'Trigger: refuses a request from a premium user (LS010) or a second open one (LS009); timestamps the closing of a request.';
revoke all on function public.upgrade_request_check() from public, anon, authenticated;

create trigger upgrade_requests_check
before insert or update on public.upgrade_requests
for each row execute function public.upgrade_request_check();

alter table public.upgrade_requests enable row level security;

create policy "Users can read their own upgrade requests"
on public.upgrade_requests for select to authenticated
using ((select auth.uid()) = user_id);

create policy "Users can ask to upgrade their own account"
on public.upgrade_requests for insert to authenticated
with check ((select auth.uid()) = user_id and status = 'requested');

create policy "Users can cancel their own open upgrade request"
on public.upgrade_requests for update to authenticated
using ((select auth.uid()) = user_id and status = 'requested')
with check ((select auth.uid()) = user_id and status = 'cancelled');

revoke all on public.upgrade_requests from anon, authenticated;
grant select on public.upgrade_requests to authenticated;
grant insert (invoice_name, phone, note) on public.upgrade_requests to authenticated;
grant update (status) on public.upgrade_requests to authenticated;
grant all on public.upgrade_requests to service_role;

-- Contact messages ------------------------------------------------------------------------------

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name, E' \t\r\n')) between 1 and 100),
  email text not null check (
    char_length(email) between 3 and 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
  ),
  message text not null check (char_length(btrim(message, E' \t\r\n')) between 1 and 5000),
  user_id uuid default auth.uid() references public.users (id) on delete set null,
  created_at timestamptz not null default now()
);
comment on table public.contact_messages is 'Messages sent through the contact form. Anyone may send one; only the service role reads them (npm run admin -- messages).';
comment on column public.contact_messages.user_id is 'The sender''s account when they were signed in; set by the database, never by the client.';
create index contact_messages_sender_recent on public.contact_messages (email, created_at desc);
create index contact_messages_newest on public.contact_messages (created_at desc);

-- At most 5 messages per e-mail address an hour, serialised per address so that parallel requests
-- cannot slip past the count.
create function public.contact_message_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  perform pg_advisory_xact_lock(hashtextextended('contact_messages:' || new.email, 0));
  if (
    select count(*) from public.contact_messages
    where email = new.email and created_at > now() - interval '1 hour'
  ) >= 5 then
    raise exception 'You have sent 5 messages in the last hour. Please try again later, or write to us by e-mail.'
      using errcode = 'LS011';
  end if;
  return new;
end;
$$;
comment on function public.contact_message_check() is 'Trigger: lower-cases the e-mail; at most 5 messages per e-mail an hour (LS011).';
revoke all on function public.contact_message_check() from public, anon, authenticated;

create trigger contact_messages_check
before insert on public.contact_messages
for each row execute function public.contact_message_check();

alter table public.contact_messages enable row level security;

create policy "Anyone can send a contact message"
on public.contact_messages for insert to anon, authenticated
with check (user_id is not distinct from (select auth.uid()));

revoke all on public.contact_messages from anon, authenticated;
grant insert (name, email, message) on public.contact_messages to anon, authenticated;
grant all on public.contact_messages to service_role;

-- Audit log -------------------------------------------------------------------------------------

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor text not null check (char_length(btrim(actor)) between 1 and 200),
  action text not null,
  subject text,
  details jsonb not null default '{}'::jsonb
);
comment on table public.audit_log is 'Every change an operator made (who, what, when), written by the operator_* functions. Read only by the service role; nobody edits it through the API.';
comment on column public.audit_log.actor is 'Who ran the command: LEXSETU_OPERATOR, or user@host of the operator''s machine.';
comment on column public.audit_log.subject is 'The e-mail of the account the change was about, if any.';
create index audit_log_recent on public.audit_log (at desc);
create index audit_log_subject on public.audit_log (subject, at desc);

alter table public.audit_log enable row level security;
revoke all on public.audit_log from anon, authenticated, service_role;
grant select on public.audit_log to service_role;

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

-- Operator functions ----------------------------------------------------------------------------
-- Called by `npm run admin` with the service role. Each one changes something only when there is
-- something to change, and records that change in audit_log in the same transaction.

create function private.account_by_email(email text) returns public.users
language plpgsql
stable
set search_path = ''
as $$
declare
  account public.users;
begin
  select * into account from public.users as u where u.email = lower(btrim($1));
  if not found then
    raise exception 'No LexSetu account has the e-mail %.', lower(btrim($1)) using errcode = 'LS008';
  end if;
  return account;
end;
$$;

create function private.check_operator(operator text) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if operator is null or char_length(btrim(operator)) not between 1 and 200 then
    raise exception 'Name the operator (1-200 characters).' using errcode = '22023';
  end if;
end;
$$;

create function public.operator_upgrade_requests() returns table (
  id uuid,
  requested_at timestamptz,
  email text,
  name text,
  plan text,
  invoice_name text,
  phone text,
  note text
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.created_at, u.email, u.name, u.plan, r.invoice_name, r.phone, r.note
  from public.upgrade_requests as r
  join public.users as u on u.id = r.user_id
  where r.status = 'requested'
  order by r.created_at, r.id
$$;
comment on function public.operator_upgrade_requests() is 'Operators: the open upgrade requests, oldest first.';

create function public.operator_set_plan(email text, plan text, operator text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account public.users;
  closed integer;
begin
  perform private.check_operator(operator);
  if plan is null or plan not in ('free', 'premium') then
    raise exception 'Unknown plan: use free or premium.' using errcode = '22023';
  end if;
  account := private.account_by_email(email);
  -- Granting answers the open request; revoking closes it too (the operator decided).
  update public.upgrade_requests as r
  set status = case when $2 = 'premium' then 'granted' else 'cancelled' end
  where r.user_id = account.id and r.status = 'requested';
  get diagnostics closed = row_count;
  if account.plan = $2 and closed = 0 then
    return jsonb_build_object('email', account.email, 'plan', account.plan, 'changed', false);
  end if;
  update public.users as u set plan = $2 where u.id = account.id;
  insert into public.audit_log (actor, action, subject, details)
  values (
    btrim(operator),
    case when $2 = 'premium' then 'grant-premium' else 'revoke-premium' end,
    account.email,
    jsonb_build_object('from', account.plan, 'to', $2, 'closed_requests', closed)
  );
  return jsonb_build_object('email', account.email, 'plan', $2, 'changed', true);
end;
$$;
comment on function public.operator_set_plan(text, text, text) is 'Operators: puts an account on the free or premium plan (closing an open upgrade request) and audits it; unknown e-mail LS008.';

create function public.operator_advocates(pending boolean default false) returns table (
  email text,
  name text,
  is_verified boolean,
  status text,
  reason text,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.email, a.name, a.is_verified, a.status, a.reason, a.created_at
  from (
    select u.email, u.name, u.is_verified, u.created_at,
      case
        when u.is_verified then 'verified'
        when last.action = 'reject-advocate' then 'rejected'
        else 'pending'
      end as status,
      case when not u.is_verified and last.action = 'reject-advocate'
        then last.details ->> 'reason' end as reason
    from public.users as u
    left join lateral (
      select l.action, l.details from public.audit_log as l
      where l.subject = u.email and l.action in ('verify-advocate', 'reject-advocate')
      order by l.at desc, l.id desc
      limit 1
    ) as last on true
    where u.role = 'advocate'
  ) as a
  where not pending or a.status = 'pending'
  order by a.created_at, a.email
$$;
comment on function public.operator_advocates(boolean) is 'Operators: advocate accounts with their verification (verified, pending, or rejected with the reason of the last decision); pending => only those waiting.';

create function public.operator_verify_advocate(email text, operator text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account public.users;
begin
  perform private.check_operator(operator);
  account := private.account_by_email(email);
  if account.role <> 'advocate' then
    raise exception '% is a % account, not an advocate.', account.email, account.role
      using errcode = 'LS013';
  end if;
  if account.is_verified then
    return jsonb_build_object('email', account.email, 'changed', false);
  end if;
  update public.users as u set is_verified = true where u.id = account.id;
  insert into public.audit_log (actor, action, subject)
  values (btrim(operator), 'verify-advocate', account.email);
  return jsonb_build_object('email', account.email, 'changed', true);
end;
$$;
comment on function public.operator_verify_advocate(text, text) is 'Operators: marks an advocate account verified and audits it; unknown e-mail LS008, not an advocate LS013.';

create function public.operator_reject_advocate(email text, reason text, operator text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account public.users;
  why text := btrim(reason);
begin
  perform private.check_operator(operator);
  if why is null or char_length(why) not between 3 and 500 then
    raise exception 'Give the reason for the rejection (3-500 characters).' using errcode = '22023';
  end if;
  account := private.account_by_email(email);
  if account.role <> 'advocate' then
    raise exception '% is a % account, not an advocate.', account.email, account.role
      using errcode = 'LS013';
  end if;
  -- Rejected already, for the same reason: nothing to change.
  if not account.is_verified and (
    select l.action = 'reject-advocate' and l.details ->> 'reason' = why
    from public.audit_log as l
    where l.subject = account.email and l.action in ('verify-advocate', 'reject-advocate')
    order by l.at desc, l.id desc
    limit 1
  ) then
    return jsonb_build_object('email', account.email, 'changed', false);
  end if;
  update public.users as u set is_verified = false where u.id = account.id;
  insert into public.audit_log (actor, action, subject, details)
  values (
    btrim(operator), 'reject-advocate', account.email,
    jsonb_build_object('reason', why, 'was_verified', account.is_verified)
  );
  return jsonb_build_object('email', account.email, 'changed', true);
end;
$$;
comment on function public.operator_reject_advocate(text, text, text) is 'Operators: refuses (or withdraws) an advocate''s verification with a reason, and audits it.';

create function public.operator_contact_messages(max_rows integer default 100) returns table (
  id uuid,
  received_at timestamptz,
  name text,
  email text,
  message text,
  account_email text
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.created_at, m.name, m.email, m.message, u.email
  from public.contact_messages as m
  left join public.users as u on u.id = m.user_id
  order by m.created_at desc, m.id desc
  limit least(greatest(coalesce(max_rows, 100), 1), 1000)
$$;
comment on function public.operator_contact_messages(integer) is 'Operators: the newest contact messages (1-1000, default 100), with the sender''s account if they were signed in.';

-- Only the service role runs these (Supabase grants execute on new functions to everyone).
revoke all on function
  public.is_demo_account(uuid),
  public.operator_reset_demo(text),
  public.operator_upgrade_requests(),
  public.operator_set_plan(text, text, text),
  public.operator_advocates(boolean),
  public.operator_verify_advocate(text, text),
  public.operator_reject_advocate(text, text, text),
  public.operator_contact_messages(integer)
from public, anon, authenticated;
grant execute on function
  public.operator_reset_demo(text),
  public.operator_upgrade_requests(),
  public.operator_set_plan(text, text, text),
  public.operator_advocates(boolean),
  public.operator_verify_advocate(text, text),
  public.operator_reject_advocate(text, text, text),
  public.operator_contact_messages(integer)
to service_role;
revoke all on all functions in schema private from public, anon, authenticated;
