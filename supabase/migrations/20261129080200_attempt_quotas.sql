-- Limits that count attempts, small quotas per demo visit, contact messages limited per address
-- and per client.
--
-- - The rate limits counted the rows that were still there, so posting and deleting gave a limit
--   back. They now count attempts: every insert a client makes is written to a ledger,
--   private.write_attempts, that nobody but these triggers reads or writes, and the limit reads
--   the ledger. Rows older than a day (the longest window) are pruned a few at a time by the
--   inserts themselves. The same advisory lock per (kind, actor) as before keeps parallel inserts
--   from slipping past a limit.
-- - Counted this way: forum threads and replies (LS004), consultation requests (LS016), messages
--   (LS020), questions to the assistant (LS003: deleting the chat deleted them), upgrade requests
--   (LS035) and contact messages (LS011, LS033).
-- - The limits per account bound what clients do: the seed, the demo reset, operators and the
--   service role (no auth.uid()) are not counted, as consultations and messages already were not.
--   Contact messages are counted whoever sends them, as before.
-- - The shared demo accounts (private.is_demo_account) are counted per visit, the sign-in session
--   of the access token (auth.jwt() ->> 'session_id'), not per account, with small quotas: one
--   visitor can no longer lock the next one out. Each quota holds for a day.
-- - Contact messages: the address is cleaned (NFKC, no invisible characters, lower case, no
--   trailing dots), refused when it is not a plausible address, and limited per address without
--   its +tag; and 10 an hour per client IP (private.request_ip(), filled in by the REST prelude).
-- - Upgrade requests: at most 5 a day per account (cancelling and asking again was unbounded).
--
-- New error codes (docs/PRODUCT.md §8): LS032 a demo visit's quota, LS033 the contact messages of
-- one client IP, LS034 an e-mail address that is not valid, LS035 upgrade requests per day.

-- The helper the demo rules need, under the name it has once 20261129080000 moved it to private.
-- That migration comes first and this block then does nothing.
do $guard$
begin
  if to_regprocedure('private.is_demo_account(uuid)') is null then
    execute $create$
      create function private.is_demo_account(account uuid) returns boolean
      language sql
      stable
      security definer
      set search_path = ''
      as $body$
        select exists (
          select 1 from auth.users where id = account and raw_app_meta_data ->> 'demo' = 'true'
        )
      $body$
    $create$;
    revoke all on function private.is_demo_account(uuid) from public;
  end if;
end
$guard$;

-- The ledger -------------------------------------------------------------------------------------

create table private.write_attempts (
  id bigint generated always as identity primary key,
  kind text not null,
  actor text not null,
  subject uuid,
  at timestamptz not null default now()
);
comment on table private.write_attempts is 'Every counted insert of a client, kept for a day: the rate limits read it, so deleting a row gives no attempt back.';
comment on column private.write_attempts.kind is 'What was attempted: the table (forum_threads, consultations, …), or contact_messages_from for the limit per client IP.';
comment on column private.write_attempts.actor is 'Whom it counts for: an account id, visit:<session id> for a demo account, an e-mail address without its +tag, or a client IP.';
comment on column private.write_attempts.subject is 'The row inserted, where a rule needs it (a demo visit''s open consultation requests).';
create index write_attempts_recent on private.write_attempts (kind, actor, at);
create index write_attempts_age on private.write_attempts (at);

alter table private.write_attempts enable row level security;
revoke all on private.write_attempts from public, anon, authenticated, service_role;

-- Counts one attempt of `actor`, or refuses it when `most` were made within `per`. Serialised per
-- (kind, actor), so that parallel inserts cannot both pass the count.
create function private.count_attempt(
  of_kind text,
  by_actor text,
  most integer,
  per interval,
  code text,
  refusal text,
  about uuid default null
) returns void
language plpgsql
set search_path = ''
as $$
begin
  if per > interval '1 day' then
    raise exception 'write_attempts keeps a day of attempts, not %', per using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('write_attempts:' || of_kind || ':' || by_actor, 0));
  if (
    select count(*) from private.write_attempts
    where kind = of_kind and actor = by_actor and at > now() - per
  ) >= most then
    raise exception '%', refusal using errcode = code;
  end if;
  insert into private.write_attempts (kind, actor, subject) values (of_kind, by_actor, about);
  -- A few of the expired rows go with every insert: the ledger holds about one day of attempts.
  delete from private.write_attempts
  where id in (
    select id from private.write_attempts
    where at < now() - interval '1 day'
    order by at
    limit 10
    for update skip locked
  );
end;
$$;
comment on function private.count_attempt(text, text, integer, interval, text, text, uuid) is
  'Records an attempt of `by_actor` in write_attempts, or raises `refusal` with SQLSTATE `code` when `most` were made within `per` (at most a day).';

-- Whom the caller's attempts count for: their account, or for a shared demo account their visit
-- (the session of the access token). Null for the seed, the reset, operators and the service role.
create function private.attempt_actor() returns text
language sql
stable
set search_path = ''
as $$
  select case
    when (select auth.uid()) is null then null
    when private.is_demo_account((select auth.uid())) then
      'visit:' || coalesce(nullif(auth.jwt() ->> 'session_id', ''), (select auth.uid())::text)
    else (select auth.uid())::text
  end
$$;
comment on function private.attempt_actor() is 'Whom the caller''s attempts count for: the account id, ''visit:<session id>'' for a demo account, null without auth.uid().';

-- The caller's attempt of `of_kind`: `most` per `per` for an account (no limit when null), and
-- `demo_most` per visit (a day) for a demo account, refused with LS032 and `demo_refusal`.
create function private.count_my_attempt(
  of_kind text,
  most integer,
  per interval,
  code text,
  refusal text,
  demo_most integer,
  demo_refusal text,
  about uuid default null
) returns void
language plpgsql
set search_path = ''
as $$
declare
  actor text := private.attempt_actor();
begin
  if actor like 'visit:%' then
    perform private.count_attempt(of_kind, actor, demo_most, interval '1 day', 'LS032', demo_refusal, about);
  elsif actor is not null and most is not null then
    perform private.count_attempt(of_kind, actor, most, per, code, refusal, about);
  end if;
end;
$$;
comment on function private.count_my_attempt(text, integer, interval, text, text, integer, text, uuid) is
  'Counts the caller''s attempt: per account within `per`, or per demo visit (a day, LS032); nothing for the seed, the reset, operators and the service role.';

-- The client's IP as the REST prelude puts it in x-forwarded-for (the rate limiter's client key);
-- '' when there is none (SQL, scripts). At most 100 characters: it keys an index.
create function private.request_ip() returns text
language sql
stable
set search_path = ''
as $$
  select left(btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''),
    ',', 1
  )), 100)
$$;
comment on function private.request_ip() is 'The client''s IP address (request.headers x-forwarded-for, set by the REST prelude), or '''' when there is none.';

revoke all on function
  private.count_attempt(text, text, integer, interval, text, text, uuid),
  private.attempt_actor(),
  private.count_my_attempt(text, integer, interval, text, text, integer, text, uuid),
  private.request_ip()
from public;

-- Forum: 5 threads and 30 replies an hour; 3 threads and 10 replies per demo visit ---------------
-- (20261125120000_forum.sql counted the author's surviving rows.)
create or replace function public.forum_posting_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'forum_threads' then
    perform private.count_my_attempt(
      'forum_threads', 5, interval '1 hour', 'LS004',
      'You can start at most 5 threads an hour. Please wait a while and post again.',
      3, 'The demo allows 3 new threads per visit. Create a free account to start more.'
    );
  else
    perform private.count_my_attempt(
      'forum_replies', 30, interval '1 hour', 'LS004',
      'You can post at most 30 replies an hour. Please wait a while and reply again.',
      10, 'The demo allows 10 replies per visit. Create a free account to reply more.'
    );
  end if;
  return new;
end;
$$;
comment on function public.forum_posting_limit() is 'Trigger: at most 5 threads and 30 replies per author per hour (LS004), 3 and 10 per demo visit (LS032); counts attempts, not surviving rows.';

-- Consultations: the rules of 20261127090000_advocates.sql, with the 10 a day counted as attempts,
-- 5 per demo visit, and a demo visit's open requests only its own -----------------------------------
create or replace function public.consultation_request_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  counted_for text := private.attempt_actor();
begin
  if (select auth.uid()) is null then
    return new; -- the seed and the service role write history as it happened
  end if;
  if not exists (select 1 from public.users where id = new.client_id and plan = 'premium') then
    raise exception 'Consultation requests are part of Premium. Upgrade to Premium to connect with an advocate.'
      using errcode = 'LS014';
  end if;
  if new.advocate_id = new.client_id or not exists (
    select 1 from public.advocate_profiles as p
    join public.users as u on u.id = p.id
    where p.id = new.advocate_id and p.verification_status = 'verified' and u.role = 'advocate'
  ) then
    raise exception 'This advocate is not taking requests on LexSetu.' using errcode = 'LS015';
  end if;
  if new.preferred_at <= now() then
    raise exception 'Choose a time in the future.' using errcode = '23514';
  end if;
  if new.preferred_at > now() + interval '90 days' then
    raise exception 'Choose a time within the next 90 days.' using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('consultation:' || new.client_id::text, 0));
  -- A demo visitor's open requests are those of their visit, so none blocks the next visitor.
  if exists (
    select 1 from public.consultations as c
    where c.client_id = new.client_id and c.advocate_id = new.advocate_id
      and c.status in ('requested', 'accepted')
      and (
        counted_for not like 'visit:%'
        or c.id in (
          select a.subject from private.write_attempts as a
          where a.kind = 'consultations' and a.actor = counted_for
        )
      )
  ) then
    raise exception 'You already have an open request with this advocate. Follow it in Messages.'
      using errcode = 'LS016';
  end if;
  perform private.count_my_attempt(
    'consultations', 10, interval '1 day', 'LS016',
    'You can send at most 10 requests a day. Please try again tomorrow.',
    5, 'The demo allows 5 consultation requests per visit. Create a free account to send more.',
    new.id
  );
  new.status := 'requested';
  new.created_at := now();
  return new;
end;
$$;
comment on function public.consultation_request_check() is 'Trigger: a request needs Premium (LS014), a verified advocate (LS015), a preferred time in the next 90 days, no open request with the same advocate and at most 10 attempts a day (LS016); a demo visit: its own open requests, 5 per visit (LS032).';

-- Messages: the rules of 20261127090000_advocates.sql, with the 30 a minute counted as attempts
-- and 20 per demo visit ----------------------------------------------------------------------------
create or replace function public.message_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- The service role, the seed, and a retry of a message already stored (its insert then does
  -- nothing): no checks.
  if (select auth.uid()) is null or exists (select 1 from public.messages where id = new.id) then
    return new;
  end if;
  if exists (
    select 1 from public.conversations as c
    join public.consultations as k on k.id = c.consultation_id
    where c.id = new.conversation_id and k.status in ('cancelled', 'declined')
  ) then
    raise exception 'This consultation was cancelled, so its conversation is closed.' using errcode = 'LS019';
  end if;
  perform private.count_my_attempt(
    'messages', 30, interval '1 minute', 'LS020',
    'You are sending messages too fast. Please wait a minute and try again.',
    20, 'The demo allows 20 messages per visit. Create a free account to send more.'
  );
  new.created_at := now();
  return new;
end;
$$;
comment on function public.message_check() is 'Trigger: no messages in a closed conversation (LS019); at most 30 attempts a minute per sender (LS020), 20 per demo visit (LS032).';

-- The assistant: the rules of 20261125080100_assistant_chats.sql, with the 20 questions a minute
-- counted as attempts (deleting a chat deleted its questions) and 30 per demo visit -----------------
create or replace function public.chat_messages_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  chat_owner uuid;
begin
  select c.owner_id into chat_owner from public.chats as c where c.id = new.chat_id for update;
  if chat_owner is null or chat_owner <> new.owner_id then
    raise exception 'chat not found' using errcode = '23503';
  end if;
  if new.role = 'user' then
    perform private.count_my_attempt(
      'chat_messages', 20, interval '1 minute', 'LS003',
      'Too many messages: at most 20 a minute. Wait a minute and send again.',
      30, 'The demo allows 30 questions to the assistant per visit. Create a free account to ask more.'
    );
  end if;
  update public.chats
  set message_count = message_count + 1, updated_at = now()
  where id = new.chat_id;
  return new;
end;
$$;
comment on function public.chat_messages_check() is 'Trigger: a message must be in a chat of its owner; 20 questions a minute at most (LS003), 30 per demo visit (LS032), counted as attempts; keeps the chat''s count and updated_at.';

-- Upgrade requests: the rules of 20261126090000_plans_and_operations.sql, and at most 5 a day (3 per
-- demo visit) --------------------------------------------------------------------------------------
create or replace function public.upgrade_request_check() returns trigger
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
    perform private.count_my_attempt(
      'upgrade_requests', 5, interval '1 day', 'LS035',
      'You can ask to upgrade at most 5 times a day. Please try again tomorrow.',
      3, 'The demo allows 3 upgrade requests per visit. Create a free account to ask for Premium.'
    );
  elsif new.status is distinct from old.status then
    new.resolved_at := case when new.status = 'requested' then null else now() end;
  end if;
  return new;
end;
$$;
comment on function public.upgrade_request_check() is 'Trigger: refuses a request from a premium user (LS010), a second open one (LS009) or a sixth in a day (LS035; 3 per demo visit, LS032); timestamps the closing of a request.';

-- Documents and chats: a quota per demo visit only (accounts keep their caps) ----------------------
create function public.demo_visit_quota() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored boolean;
begin
  -- A retried create of a row already stored (an upsert that ignores it) is not another one.
  execute format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into stored using new.id;
  if not stored then
    perform private.count_my_attempt(tg_table_name, null, null, null, null, tg_argv[0]::integer, tg_argv[1]);
  end if;
  return new;
end;
$$;
comment on function public.demo_visit_quota() is 'Trigger: a demo visit may insert at most tg_argv[0] rows of this table (LS032, message tg_argv[1]), a retry of a stored id not counted; other accounts are not limited here.';
revoke all on function public.demo_visit_quota() from public, anon, authenticated;

create trigger documents_demo_visit_quota
before insert on public.documents
for each row execute function public.demo_visit_quota(
  '10', 'The demo allows 10 new documents per visit. Create a free account to save more.'
);

create trigger chats_demo_visit_quota
before insert on public.chats
for each row execute function public.demo_visit_quota(
  '20', 'The demo allows 20 new chats with the assistant per visit. Create a free account to start more.'
);

-- Contact messages ---------------------------------------------------------------------------------

-- What a typed address means: NFKC (full-width letters become ASCII), without invisible and
-- format characters, trimmed, lower case, without trailing dots.
create function private.clean_email(address text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select rtrim(lower(btrim(
    regexp_replace(
      normalize(address, nfkc),
      '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufffb\U000e0000-\U000e007f]',
      '', 'g'
    ),
    E' \t\r\n'
  )), '.')
$$;
comment on function private.clean_email(text) is 'A typed e-mail address as stored: NFKC, no zero-width or format characters, trimmed, lower case, no trailing dots.';

-- A cleaned address that can be delivered to: a dot-atom local part of at most 64 characters and a
-- domain of letter-digit-hyphen labels with a top-level domain of letters (what the contact form
-- accepts, and more in the local part).
create function private.is_plausible_email(address text) returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(address) <= 254
    and char_length(split_part(address, '@', 1)) <= 64
    and address ~ '^[a-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([a-z0-9][a-z0-9-]{0,62}\.)+[a-z]{2,63}$'
$$;
comment on function private.is_plausible_email(text) is 'Whether a cleaned address (private.clean_email) is a plausible e-mail address: dot-atom local part, letter-digit-hyphen domain labels, a letters-only top-level domain.';

-- The person behind an address: name+anything@example.com is name@example.com.
create function private.email_key(address text) returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select regexp_replace(address, '^([^+@]+)\+[^@]*@', '\1@')
$$;
comment on function private.email_key(text) is 'The address a limit is keyed on: a cleaned address without the +tag of its local part.';

revoke all on function private.clean_email(text), private.is_plausible_email(text), private.email_key(text)
from public;

-- The rules of 20261126090000_plans_and_operations.sql (5 an hour per address, now counted as
-- attempts and per address however it is written), plus 10 an hour per client IP.
create or replace function public.contact_message_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  client_ip text := private.request_ip();
begin
  new.email := private.clean_email(new.email);
  if private.is_plausible_email(new.email) is not true then
    raise exception 'Please enter a valid e-mail address, like name@example.com.' using errcode = 'LS034';
  end if;
  perform private.count_attempt(
    'contact_messages', private.email_key(new.email), 5, interval '1 hour', 'LS011',
    'You have sent 5 messages in the last hour. Please try again later, or write to us by e-mail.'
  );
  if client_ip <> '' and coalesce((select auth.role()), '') <> 'service_role' then
    perform private.count_attempt(
      'contact_messages_from', client_ip, 10, interval '1 hour', 'LS033',
      'Many messages were sent from your network in the last hour. Please try again later, or write to us by e-mail.'
    );
  end if;
  return new;
end;
$$;
comment on function public.contact_message_check() is 'Trigger: cleans the e-mail and refuses an implausible one (LS034); at most 5 messages per address (without +tag) an hour (LS011) and 10 per client IP an hour (LS033), counted as attempts.';
