-- Conversations with the legal assistant. Each user reads and writes only their own chats; a
-- user may add only their own 'user' messages; assistant replies are written by the assistant
-- Edge Function with the service role after it has checked that the chat is the caller's.

create table public.chats (
  id uuid primary key default gen_random_uuid(),
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null check (length(btrim(title)) between 1 and 120),
  message_count integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.chats is 'A conversation with the legal assistant; the title comes from the first question and may be renamed.';
create index chats_owner_recent on public.chats (owner_id, updated_at desc);

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid not null references public.chats (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  role text not null default 'user' check (role in ('user', 'assistant')),
  content text not null check (
    length(btrim(content)) > 0
    and length(content) <= case role when 'user' then 2000 else 20000 end
  ),
  citations jsonb not null default '[]'::jsonb check (
    jsonb_typeof(citations) = 'array' and jsonb_array_length(citations) <= 40
  ),
  created_at timestamptz not null default clock_timestamp()
);
comment on table public.chat_messages is 'A question (role user) or the assistant''s reply (role assistant, with the citations it used).';
create index chat_messages_chat on public.chat_messages (chat_id, created_at);
create index chat_messages_owner_recent on public.chat_messages (owner_id, created_at desc)
  where role = 'user';

-- A message belongs to the chat's owner, whoever writes it (the service role included).
create function public.chat_messages_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  chat_owner uuid;
  recent integer;
begin
  select c.owner_id into chat_owner from public.chats as c where c.id = new.chat_id for update;
  if chat_owner is null or chat_owner <> new.owner_id then
    raise exception 'chat not found' using errcode = '23503';
  end if;
  if new.role = 'user' then
    -- At most 20 questions a minute per user, across chats. The lock on the chat row above
    -- serialises one chat; this advisory lock serialises the user's other chats too.
    perform pg_advisory_xact_lock(hashtextextended('chat_messages:' || new.owner_id::text, 0));
    select count(*) into recent
    from public.chat_messages as m
    where m.owner_id = new.owner_id and m.role = 'user'
      and m.created_at > clock_timestamp() - interval '1 minute';
    if recent >= 20 then
      raise exception 'Too many messages: at most 20 a minute. Wait a minute and send again.'
        using errcode = 'LS003';
    end if;
  end if;
  update public.chats
  set message_count = message_count + 1, updated_at = now()
  where id = new.chat_id;
  return new;
end;
$$;
comment on function public.chat_messages_check() is 'Trigger: a message must be in a chat of its owner; 20 user messages a minute at most (LS003); keeps the chat''s count and updated_at.';

create trigger chat_messages_check
before insert on public.chat_messages
for each row execute function public.chat_messages_check();

create trigger chats_touch_updated_at
before update of title on public.chats
for each row execute function public.touch_updated_at();

alter table public.chats enable row level security;
alter table public.chat_messages enable row level security;

revoke all on public.chats, public.chat_messages from anon, authenticated;
grant select, delete on public.chats to authenticated;
grant insert (title), update (title) on public.chats to authenticated;
grant select on public.chat_messages to authenticated;
grant insert (chat_id, content) on public.chat_messages to authenticated;
grant all on public.chats, public.chat_messages to service_role;

create policy "Users read their own chats"
on public.chats for select to authenticated
using ((select auth.uid()) = owner_id);

create policy "Users start their own chats"
on public.chats for insert to authenticated
with check ((select auth.uid()) = owner_id);

create policy "Users rename their own chats"
on public.chats for update to authenticated
using ((select auth.uid()) = owner_id)
with check ((select auth.uid()) = owner_id);

create policy "Users delete their own chats"
on public.chats for delete to authenticated
using ((select auth.uid()) = owner_id);

create policy "Users read the messages of their own chats"
on public.chat_messages for select to authenticated
using ((select auth.uid()) = owner_id);

create policy "Users add their own questions to their own chats"
on public.chat_messages for insert to authenticated
with check (
  (select auth.uid()) = owner_id
  and role = 'user'
  and exists (
    select 1 from public.chats as c
    where c.id = chat_id and c.owner_id = (select auth.uid())
  )
);
