-- Per-account caps on every table a user fills: one visitor of the public demo
-- posted 250,000 chats in five requests, and the demo reset at start-up ran out of time. Rate
-- limits bound how fast rows come, not how many stay; these bound how many stay. Each cap is far
-- above what a real heavy user reaches (docs/PRODUCT.md §9); the row after it is refused with
-- LS029. The caps bind the roles requests run as (anon, authenticated, service_role); the seed,
-- benchmarks and tests load history as the table owner.
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

-- Questions only in a chat: the assistant still answers the question that fills it (201 rows).
do $$
declare
  cap record;
begin
  for cap in
    select * from (values
      ('chats', 'owner_id', 500, null, 'At most 500 chats per account',
        'You have 500 chats, the most an account can keep. Delete one to start another.'),
      ('chat_messages', 'chat_id', 200, 'new.role = ''user''', 'At most 200 messages per chat',
        'This chat has 200 messages, the most a chat can hold. Start a new chat to ask more.'),
      ('forum_threads', 'author_id', 1000, null, 'At most 1,000 threads per account',
        'You have started 1,000 threads, the most an account can. Delete one to start another.'),
      ('forum_replies', 'author_id', 5000, null, 'At most 5,000 replies per account',
        'You have posted 5,000 replies, the most an account can. Delete one to post another.'),
      ('forum_thread_votes', 'user_id', 5000, null, 'At most 5,000 thread upvotes per account',
        'You have upvoted 5,000 threads, the most an account can. Withdraw an upvote to give another.'),
      ('forum_reply_votes', 'user_id', 5000, null, 'At most 5,000 reply upvotes per account',
        'You have upvoted 5,000 replies, the most an account can. Withdraw an upvote to give another.'),
      ('forum_reports', 'reporter_id', 500, null, 'At most 500 reports per account',
        'You have sent 500 reports, the most an account can. Please write to us through the contact form.'),
      ('upgrade_requests', 'user_id', 50, null, 'At most 50 upgrade requests per account',
        'You have made 50 upgrade requests, the most an account can. Please write to us through the contact form.'),
      ('consultations', 'client_id', 500, null, 'At most 500 consultation requests per account',
        'You have made 500 consultation requests, the most an account can. Please write to us through the contact form.'),
      ('messages', 'conversation_id', 2000, null, 'At most 2,000 messages per conversation',
        'This conversation has 2,000 messages, the most one can hold. Request a new consultation to continue.')
    ) as c (relation, counted_by, cap, also_when, trigger_name, message)
  loop
    execute format(
      'create trigger %1$I before insert on public.%2$I
       for each row when (current_user in (''anon'', ''authenticated'', ''service_role'')%3$s)
       execute function public.enforce_row_cap(%4$L, %5$L, %6$L)',
      cap.trigger_name, cap.relation, ' and ' || cap.also_when, cap.counted_by, cap.cap, cap.message
    );
  end loop;
end
$$;

-- The count above reads an index on each column; upgrade requests had one for open ones only.
create index upgrade_requests_user on public.upgrade_requests (user_id);
