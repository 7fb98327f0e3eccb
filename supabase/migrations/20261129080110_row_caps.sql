-- Per-account caps on every table a user fills (issue #23, F3): one visitor of the public demo
-- posted 250,000 chats in five requests, and the demo reset at start-up ran out of time. Rate
-- limits bound how fast rows come, not how many stay; these bound how many stay. Each cap is far
-- above what a real heavy user reaches (docs/PRODUCT.md §9); the row after it is refused with
-- LS029, for every writer (the seed and operators stay far below them).
--
-- Already capped elsewhere: documents (200 per account, LS022); one row per user or per
-- consultation by their keys (profiles, bank details, reviews, reads); contact messages
-- (20261129080200_attempt_quotas.sql).

-- TG_ARGV: the column whose value the cap counts rows of (the owner, or the chat or conversation),
-- the cap, the message. Serialised per value with an advisory lock, as documents' LS022, so that
-- parallel inserts cannot both pass the count; the count stops at the cap.
create function public.enforce_row_cap() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  counted_by text := tg_argv[0];
  cap integer := tg_argv[1]::integer;
  taken integer;
begin
  perform pg_advisory_xact_lock(hashtextextended(
    format('row cap %s.%s %s', tg_table_name, counted_by, to_jsonb(new) ->> counted_by), 0
  ));
  execute format(
    'select count(*) from (select from %I.%I as t where t.%I = ($1).%I limit $2) as capped',
    tg_table_schema, tg_table_name, counted_by, counted_by
  ) into taken using new, cap;
  if taken >= cap then
    raise exception '%', tg_argv[2] using errcode = 'LS029';
  end if;
  return new;
end;
$$;
comment on function public.enforce_row_cap() is 'Trigger: at most TG_ARGV[1] rows per value of the column TG_ARGV[0] (LS029, message TG_ARGV[2]).';
revoke all on function public.enforce_row_cap() from public, anon, authenticated, service_role;

create trigger "At most 500 chats per account"
before insert on public.chats
for each row execute function public.enforce_row_cap(
  'owner_id', '500',
  'You have 500 chats, the most an account can keep. Delete one to start another.'
);
-- Questions only: the assistant still answers the question that fills a chat (201 rows at most).
create trigger "At most 200 messages per chat"
before insert on public.chat_messages
for each row when (new.role = 'user') execute function public.enforce_row_cap(
  'chat_id', '200',
  'This chat has 200 messages, the most a chat can hold. Start a new chat to ask more.'
);
create trigger "At most 1,000 threads per account"
before insert on public.forum_threads
for each row execute function public.enforce_row_cap(
  'author_id', '1000',
  'You have started 1,000 threads, the most an account can. Delete one to start another.'
);
create trigger "At most 5,000 replies per account"
before insert on public.forum_replies
for each row execute function public.enforce_row_cap(
  'author_id', '5000',
  'You have posted 5,000 replies, the most an account can. Delete one to post another.'
);
create trigger "At most 5,000 thread upvotes per account"
before insert on public.forum_thread_votes
for each row execute function public.enforce_row_cap(
  'user_id', '5000',
  'You have upvoted 5,000 threads, the most an account can. Withdraw an upvote to give another.'
);
create trigger "At most 5,000 reply upvotes per account"
before insert on public.forum_reply_votes
for each row execute function public.enforce_row_cap(
  'user_id', '5000',
  'You have upvoted 5,000 replies, the most an account can. Withdraw an upvote to give another.'
);
create trigger "At most 500 reports per account"
before insert on public.forum_reports
for each row execute function public.enforce_row_cap(
  'reporter_id', '500',
  'You have sent 500 reports, the most an account can. Please write to us through the contact form.'
);
create trigger "At most 50 upgrade requests per account"
before insert on public.upgrade_requests
for each row execute function public.enforce_row_cap(
  'user_id', '50',
  'You have made 50 upgrade requests, the most an account can. Please write to us through the contact form.'
);
create trigger "At most 500 consultation requests per account"
before insert on public.consultations
for each row execute function public.enforce_row_cap(
  'client_id', '500',
  'You have made 500 consultation requests, the most an account can. Please write to us through the contact form.'
);
create trigger "At most 2,000 messages per conversation"
before insert on public.messages
for each row execute function public.enforce_row_cap(
  'conversation_id', '2000',
  'This conversation has 2,000 messages, the most one can hold. Request a new consultation to continue.'
);

-- The count above reads an index on each column; upgrade requests had one for open ones only.
create index upgrade_requests_user on public.upgrade_requests (user_id);
