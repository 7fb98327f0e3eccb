-- Advocates, part 3 of 8. The conversation an accepted consultation opens, and its messages.
-- Split out of 20261127090000_advocates.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations'). The overview of the feature, who sees what and its
-- error codes: 20261127090000_advocate_profiles.sql.

-- Conversations and messages ---------------------------------------------------------------------

create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  consultation_id uuid not null unique references public.consultations (id) on delete cascade,
  client_id uuid not null references public.users (id) on delete cascade,
  advocate_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  check (client_id <> advocate_id)
);
comment on table public.conversations is 'The private conversation of an accepted consultation: exactly its client and its advocate. Created by the database when the advocate accepts.';
create index conversations_client on public.conversations (client_id);
create index conversations_advocate on public.conversations (advocate_id);

create function public.consultation_open_conversation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.conversations (consultation_id, client_id, advocate_id, created_at)
  values (new.id, new.client_id, new.advocate_id, coalesce(new.accepted_at, now()))
  on conflict (consultation_id) do nothing;
  return null;
end;
$$;
comment on function public.consultation_open_conversation() is 'Trigger: accepting a request opens its conversation.';

create trigger consultations_open_conversation
after insert or update of status on public.consultations
for each row when (new.status in ('accepted', 'completed'))
execute function public.consultation_open_conversation();

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  body text not null check (char_length(btrim(body, E' \t\r\n')) >= 1 and char_length(body) <= 4000),
  created_at timestamptz not null default now()
);
comment on table public.messages is 'A message in a conversation, read and written only by its two participants. The id may come from the sender, so that a retried send is not stored twice.';
create index messages_conversation on public.messages (conversation_id, created_at, id);
create index messages_sender on public.messages (sender_id, created_at desc);

create table public.conversation_reads (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  last_read_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);
comment on table public.conversation_reads is 'Until when each participant has read a conversation (the unread counts). Written by mark_conversation_read().';

create function public.is_conversation_participant(conversation uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.conversations as c
    where c.id = conversation and (select auth.uid()) in (c.client_id, c.advocate_id)
  )
$$;
comment on function public.is_conversation_participant(uuid) is 'Whether the caller is one of the two people of the conversation (used by policies).';

create function public.message_check() returns trigger
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
  perform pg_advisory_xact_lock(hashtextextended('messages:' || new.sender_id::text, 0));
  if (select count(*) from public.messages
      where sender_id = new.sender_id and created_at > now() - interval '1 minute') >= 30 then
    raise exception 'You are sending messages too fast. Please wait a minute and try again.'
      using errcode = 'LS020';
  end if;
  new.created_at := now();
  return new;
end;
$$;
comment on function public.message_check() is 'Trigger: no messages in a closed conversation (LS019); at most 30 a minute per sender (LS020).';

create trigger messages_check
before insert on public.messages
for each row execute function public.message_check();

create function public.message_touch_conversation() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.conversations
  set last_message_at = greatest(coalesce(last_message_at, new.created_at), new.created_at)
  where id = new.conversation_id;
  return null;
end;
$$;
comment on function public.message_touch_conversation() is 'Trigger: the conversation''s last_message_at (its place in the list).';

create trigger messages_touch_conversation
after insert on public.messages
for each row execute function public.message_touch_conversation();

create function public.mark_conversation_read(conversation uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- PT404: PostgREST answers 404. (P0002 is a 500 there, like every P0 code but P0001.)
  if not public.is_conversation_participant(conversation) then
    raise exception 'This conversation was not found.' using errcode = 'PT404';
  end if;
  insert into public.conversation_reads (conversation_id, user_id, last_read_at)
  values (conversation, (select auth.uid()), now())
  on conflict (conversation_id, user_id) do update set last_read_at = excluded.last_read_at;
end;
$$;
comment on function public.mark_conversation_read(uuid) is 'The caller has read the conversation up to now (clears its unread count).';
