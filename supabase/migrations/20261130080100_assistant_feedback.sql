-- 'Helpful' / 'Not helpful' on the legal assistant's replies, so that the team
-- sees where the assistant fails (`npm run admin -- feedback`).
--
-- - One row per (reply, owner). A signed-in user marks the assistant's replies in their own chats,
--   with an optional note; changing their mind updates the row (an upsert on that key), and they
--   may read and withdraw (delete) their own. The policies check the reply with
--   private.is_own_assistant_reply(): a role = 'assistant' message in a chat of the caller.
-- - anon: nothing. service_role: reads every row (operators); nobody else reads another's.
-- - A row goes with its reply (on delete cascade), so with its chat and its account.
-- - Demo visitors may mark the replies of the chats they start. The demo's seeded chats are shared
--   by every visitor, so their replies take no feedback from the demo accounts (LS030, with the
--   words of 20261129080100_demo_integrity.sql): the next visitor would find it there.
--   operator_purge_demo() removes the visitors' feedback before the rest (a batch deletes no more
--   than it counts); operator_reset_demo() deletes the demo's chats, and this with them.
-- - No row cap of its own: at most one row per reply, and replies are capped with their questions
--   (500 chats of 200 questions an account, 20261129080110_row_caps.sql).

create table public.assistant_feedback (
  reply_id uuid not null references public.chat_messages (id) on delete cascade,
  owner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  helpful boolean not null,
  note text check (
    note is null
    or (char_length(note) between 1 and 1000 and note = btrim(note, E' \t\r\n'))
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (reply_id, owner_id)
);
comment on table public.assistant_feedback is 'A user''s ''Helpful'' / ''Not helpful'' on one reply of the legal assistant in their own chat, with an optional note; operators list it with npm run admin -- feedback.';
comment on column public.assistant_feedback.reply_id is 'The reply: a chat_messages row with role assistant, in a chat of owner_id.';
comment on column public.assistant_feedback.note is 'What was wrong or missing, as the user wrote it: trimmed, 1-1,000 characters, or null.';
comment on column public.assistant_feedback.updated_at is 'When the user last changed their mind (or gave it).';
create index assistant_feedback_owner on public.assistant_feedback (owner_id);
create index assistant_feedback_recent on public.assistant_feedback (updated_at desc);

-- Whether `reply` is one of the assistant's replies in a chat of the caller (policies call it).
create function private.is_own_assistant_reply(reply uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.chat_messages as m
    join public.chats as c on c.id = m.chat_id
    where m.id = reply and m.role = 'assistant' and c.owner_id = (select auth.uid())
  )
$$;
comment on function private.is_own_assistant_reply(uuid) is 'Whether the message is an assistant reply in a chat of the caller (used by the assistant_feedback policies).';

-- The note is stored trimmed (a blank one is no note); the row stays with its reply and owner;
-- the timestamps are the database's.
create function public.assistant_feedback_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.note := nullif(btrim(new.note, E' \t\r\n'), '');
  if tg_op = 'UPDATE' then
    if new.reply_id is distinct from old.reply_id or new.owner_id is distinct from old.owner_id then
      raise exception 'Feedback stays with its reply. Give feedback on the other reply instead.'
        using errcode = '42501';
    end if;
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  if private.is_demo_account((select auth.uid())) and exists (
    select 1 from public.chat_messages as m
    where m.id = new.reply_id and m.owner_id = (select auth.uid()) and private.is_seeded(m.chat_id)
  ) then
    raise exception 'This sample chat is shared by every visitor of the demo, so it cannot be changed. Start a new chat to ask your own question.'
      using errcode = 'LS030';
  end if;
  return new;
end;
$$;
comment on function public.assistant_feedback_check() is 'Trigger: trims the note (blank: null); keeps the reply, the owner and created_at on update and sets updated_at; refuses the demo accounts feedback on the demo''s seeded chats (LS030).';

create trigger assistant_feedback_check
before insert or update on public.assistant_feedback
for each row execute function public.assistant_feedback_check();

alter table public.assistant_feedback enable row level security;

revoke all on public.assistant_feedback from anon, authenticated, service_role;
grant select, delete on public.assistant_feedback to authenticated;
grant insert (reply_id, helpful, note) on public.assistant_feedback to authenticated;
-- reply_id too: an upsert sets every column it sends (the trigger keeps it as it was).
grant update (reply_id, helpful, note) on public.assistant_feedback to authenticated;
grant select on public.assistant_feedback to service_role;

create policy "Users read their own feedback"
on public.assistant_feedback for select to authenticated
using ((select auth.uid()) = owner_id);

create policy "Users give feedback on the replies in their own chats"
on public.assistant_feedback for insert to authenticated
with check ((select auth.uid()) = owner_id and private.is_own_assistant_reply(reply_id));

create policy "Users change their own feedback"
on public.assistant_feedback for update to authenticated
using ((select auth.uid()) = owner_id)
with check ((select auth.uid()) = owner_id and private.is_own_assistant_reply(reply_id));

create policy "Users withdraw their own feedback"
on public.assistant_feedback for delete to authenticated
using ((select auth.uid()) = owner_id);

-- Operators -----------------------------------------------------------------------------------------
-- The newest feedback first, with the question the reply answered (the user's message just before
-- it in the same chat) and the sections it cited. Not who gave it: the team needs to see where the
-- assistant fails, not whose legal matter it was.
create function public.operator_assistant_feedback(
  only_unhelpful boolean default false,
  max_rows integer default 100
) returns table (
  given_at timestamptz,
  helpful boolean,
  note text,
  question text,
  citations jsonb,
  reply_id uuid
)
language sql
stable
security definer
set search_path = ''
as $$
  select f.updated_at, f.helpful, f.note, q.content, r.citations, r.id
  from public.assistant_feedback as f
  join public.chat_messages as r on r.id = f.reply_id
  left join lateral (
    select m.content
    from public.chat_messages as m
    where m.chat_id = r.chat_id and m.role = 'user' and m.created_at < r.created_at
    order by m.created_at desc
    limit 1
  ) as q on true
  where not coalesce(only_unhelpful, false) or not f.helpful
  order by f.updated_at desc, f.reply_id desc
  limit least(greatest(coalesce(max_rows, 100), 1), 1000)
$$;
comment on function public.operator_assistant_feedback(boolean, integer) is 'Operators: the newest feedback on the assistant''s replies (only ''Not helpful'' when only_unhelpful; 1-1000 rows, default 100), with the question and the cited sections.';

-- The purge of 20261129080100_demo_integrity.sql is kept as it is, under a private name, behind a
-- public one that first deletes the visitors' feedback: deleting their messages would otherwise
-- take it along uncounted (children go first, so that a batch deletes no more than it counts).
alter function public.operator_purge_demo(integer) rename to purge_demo_visitor_rows;
alter function public.purge_demo_visitor_rows(integer) set schema private;
comment on function private.purge_demo_visitor_rows(integer) is 'The demo purge proper (see public.operator_purge_demo): deletes at most max_rows rows visitors created with the demo accounts, feedback on the assistant apart.';

create function public.operator_purge_demo(max_rows integer default 5000) returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  budget integer := coalesce(max_rows, 5000);
  purged integer;
begin
  if budget not between 1 and 100000 then
    raise exception 'Purge 1 to 100000 rows at a time.' using errcode = '22023';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('operator_reset_demo', 0));
  delete from public.assistant_feedback
  where ctid = any (array(
    select f.ctid from public.assistant_feedback as f
    where f.owner_id in (select id from auth.users where raw_app_meta_data ->> 'demo' = 'true')
    limit budget
  ));
  get diagnostics purged = row_count;
  if purged >= budget then
    return purged;
  end if;
  return purged + private.purge_demo_visitor_rows(budget - purged);
end;
$$;
comment on function public.operator_purge_demo(integer) is 'Operators (service role), the start-up and the demo timer: deletes at most max_rows (1-100000, default 5000) rows visitors created with the demo accounts and returns how many; 0 when none is left. Call it until 0, then operator_reset_demo().';

-- Privileges ---------------------------------------------------------------------------------------
-- The helper keeps EXECUTE for the API roles (a policy runs it as the caller); the trigger fires
-- without EXECUTE; the operator functions are the service role's, and the purge proper nobody's
-- (the public one runs it as their common owner).
revoke all on function
  private.is_own_assistant_reply(uuid),
  public.assistant_feedback_check(),
  public.operator_assistant_feedback(boolean, integer),
  private.purge_demo_visitor_rows(integer),
  public.operator_purge_demo(integer)
from public, anon, authenticated, service_role;
grant execute on function private.is_own_assistant_reply(uuid) to anon, authenticated, service_role;
grant execute on function
  public.operator_assistant_feedback(boolean, integer),
  public.operator_purge_demo(integer)
to service_role;
