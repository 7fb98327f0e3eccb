-- In-app notifications: what happened while the user was elsewhere. The database writes them
-- (triggers below), each user reads and marks read only their own (RLS), and the app shows them
-- live through Realtime (the table is in the supabase_realtime publication).
--
-- A notification stores what happened, not a sentence: its kind, who did it (actor_name), what it
-- is about (subject) and where it leads (link, a path of the app). The app words it, so that the
-- wording can change, and be translated, without touching stored rows.
--
--   kind                      to                       when
--   consultation_requested    the advocate             a client asks for a consultation
--   consultation_accepted     the client               the advocate accepts it
--   consultation_declined     the client               the advocate declines it
--   consultation_cancelled    the other of the two     either cancels it
--   message_received          the other participant    a message arrives (one notification per
--                                                      conversation while unread, counting them)
--   forum_reply               the thread's author      someone else replies to the thread
--   answer_helpful            the reply's author       the thread's author marks it helpful
--   verification_approved     the advocate             the operator verifies the profile
--   verification_rejected     the advocate             the operator rejects it (subject: why)
--
-- users.muted_notifications lists the kinds a user chose not to receive (Settings).
-- A notification's kind is public.notification_kind, the list above.

create domain public.notification_kind as text check (value in (
  'consultation_requested', 'consultation_accepted', 'consultation_declined',
  'consultation_cancelled', 'message_received', 'forum_reply', 'answer_helpful',
  'verification_approved', 'verification_rejected'
));
comment on domain public.notification_kind is 'What a notification is about (the table above).';

alter table public.users
  add column muted_notifications public.notification_kind[] not null default '{}';
comment on column public.users.muted_notifications is 'The kinds of notification the user turned off in Settings.';
grant update (muted_notifications) on public.users to authenticated;

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  kind public.notification_kind not null,
  actor_name text check (char_length(actor_name) <= 200),
  subject text check (char_length(subject) <= 500),
  link text not null check (link ~ '^/[A-Za-z0-9/_-]*$'),
  -- Unread messages of one conversation share one notification.
  count integer not null default 1 check (count >= 1),
  read_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.notifications is 'Something that happened for a user: written by the database, read and marked read by its user only.';
create index notifications_user on public.notifications (user_id, created_at desc);
create index notifications_unread on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;
revoke all on public.notifications from anon, authenticated;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
grant all on public.notifications to service_role;

create policy "Users read their own notifications"
on public.notifications for select to authenticated
using ((select auth.uid()) = user_id);

create policy "Users mark their own notifications read"
on public.notifications for update to authenticated
using ((select auth.uid()) = user_id)
with check ((select auth.uid()) = user_id);

alter publication supabase_realtime add table public.notifications;

create function private.notify(
  recipient uuid, what text, actor uuid, about text, target text
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor_label text := (select u.name from public.users as u where u.id = actor);
begin
  -- Only what happens through the API is news: the seed, migrations and the demo reset (no API
  -- role) write history as it happened.
  if coalesce(current_setting('role', true), 'none') not in ('anon', 'authenticated', 'service_role') then
    return;
  end if;
  if recipient is null or recipient = actor or exists (
    select 1 from public.users as u
    where u.id = recipient and what::public.notification_kind = any (u.muted_notifications)
  ) then
    return;
  end if;
  if what = 'message_received' then
    update public.notifications
    set count = count + 1, actor_name = actor_label, created_at = now()
    where user_id = recipient and kind = what and link = target and read_at is null;
    if found then
      return;
    end if;
  end if;
  insert into public.notifications (user_id, kind, actor_name, subject, link)
  values (recipient, what, actor_label, left(about, 500), target);
  delete from public.notifications
  where user_id = recipient and id in (
    select n.id from public.notifications as n where n.user_id = recipient
    order by n.created_at desc, n.id desc offset 200
  );
end;
$$;
comment on function private.notify(uuid, text, uuid, text, text) is 'Writes a notification for a change made through the API (anon, authenticated or service_role), unless the recipient muted its kind or did it themselves; keeps the newest 200 per user.';
revoke all on function private.notify(uuid, text, uuid, text, text) from public, anon, authenticated, service_role;

create function private.consultation_notifications() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  conversation text := (
    select '/dashboard/messages/' || c.id from public.conversations as c where c.consultation_id = new.id
  );
begin
  if tg_op = 'INSERT' then
    if new.status = 'requested' then
      perform private.notify(new.advocate_id, 'consultation_requested', new.client_id, null, '/dashboard/messages');
    end if;
    return null;
  end if;
  if new.status = old.status then
    return null;
  end if;
  case new.status
    when 'accepted' then
      perform private.notify(new.client_id, 'consultation_accepted', new.advocate_id, null,
        coalesce(conversation, '/dashboard/messages'));
    when 'declined' then
      perform private.notify(new.client_id, 'consultation_declined', new.advocate_id, null, '/dashboard/messages');
    when 'cancelled' then
      if new.cancelled_by = 'advocate' then
        perform private.notify(new.client_id, 'consultation_cancelled', new.advocate_id, null, '/dashboard/messages');
      else
        perform private.notify(new.advocate_id, 'consultation_cancelled', new.client_id, null, '/dashboard/messages');
      end if;
    else
      null;
  end case;
  return null;
end;
$$;
comment on function private.consultation_notifications() is 'Trigger: a request to its advocate; an acceptance, a decline or a cancellation to the other person.';

-- After consultations_open_conversation (triggers fire by name), so an acceptance links to the
-- conversation it opened.
create trigger consultations_to_notifications
after insert or update of status on public.consultations
for each row execute function private.consultation_notifications();

create function private.message_notifications() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recipient uuid := (
    select case when c.client_id = new.sender_id then c.advocate_id else c.client_id end
    from public.conversations as c where c.id = new.conversation_id
  );
begin
  perform private.notify(recipient, 'message_received', new.sender_id, null,
    '/dashboard/messages/' || new.conversation_id);
  return null;
end;
$$;
comment on function private.message_notifications() is 'Trigger: a message to the other participant (counted into their unread one for the conversation).';

create trigger messages_to_notifications
after insert on public.messages
for each row execute function private.message_notifications();

create function private.forum_reply_notifications() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  thread record;
begin
  select t.author_id, t.title into thread
  from public.forum_threads as t where t.id = new.thread_id and t.deleted_at is null;
  if found then
    perform private.notify(thread.author_id, 'forum_reply', new.author_id, thread.title,
      '/forum/' || new.thread_id);
  end if;
  return null;
end;
$$;
comment on function private.forum_reply_notifications() is 'Trigger: a reply to the thread''s author.';

create trigger forum_replies_to_notifications
after insert on public.forum_replies
for each row execute function private.forum_reply_notifications();

create function private.helpful_answer_notifications() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.helpful_reply_id is not null and new.helpful_reply_id is distinct from old.helpful_reply_id then
    perform private.notify(
      (select r.author_id from public.forum_replies as r where r.id = new.helpful_reply_id),
      'answer_helpful', new.author_id, new.title, '/forum/' || new.id);
  end if;
  return null;
end;
$$;
comment on function private.helpful_answer_notifications() is 'Trigger: the reply''s author learns that the thread''s author marked it helpful.';

create trigger forum_threads_helpful_to_notifications
after update of helpful_reply_id on public.forum_threads
for each row execute function private.helpful_answer_notifications();

create function private.verification_notifications() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.verification_status is not distinct from old.verification_status then
    return null;
  end if;
  if new.verification_status = 'verified' then
    perform private.notify(new.id, 'verification_approved', null, null, '/dashboard/profile');
  elsif new.verification_status = 'rejected' then
    perform private.notify(new.id, 'verification_rejected', null, new.verification_reason, '/dashboard/profile');
  end if;
  return null;
end;
$$;
comment on function private.verification_notifications() is 'Trigger: the advocate learns the outcome of the verification.';

create trigger advocate_profiles_verification_to_notifications
after insert or update of verification_status on public.advocate_profiles
for each row execute function private.verification_notifications();

revoke all on function private.consultation_notifications(), private.message_notifications(),
  private.forum_reply_notifications(), private.helpful_answer_notifications(),
  private.verification_notifications() from public, anon, authenticated, service_role;

create function public.mark_all_notifications_read() returns integer
language sql
set search_path = ''
as $$
  with marked as (
    update public.notifications set read_at = now()
    where user_id = (select auth.uid()) and read_at is null
    returning 1
  )
  select count(*)::integer from marked
$$;
comment on function public.mark_all_notifications_read() is 'Marks every unread notification of the caller read; returns how many.';
revoke all on function public.mark_all_notifications_read() from public, anon;
grant execute on function public.mark_all_notifications_read() to authenticated;

-- Reading a conversation (mark_conversation_read) reads its message notification too.
create function private.conversation_read_notifications() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.notifications set read_at = now()
  where user_id = new.user_id and kind = 'message_received'
    and link = '/dashboard/messages/' || new.conversation_id and read_at is null;
  return null;
end;
$$;
comment on function private.conversation_read_notifications() is 'Trigger: a conversation read marks its message notification read.';
revoke all on function private.conversation_read_notifications() from public, anon, authenticated, service_role;

create trigger conversation_reads_to_notifications
after insert or update on public.conversation_reads
for each row execute function private.conversation_read_notifications();

-- The demo: its accounts start with none (seeded_rows false: nothing recorded). The restore
-- writes consultations, messages and profiles back without an API role, so nothing is notified;
-- the hook (this table comes last) removes anything that was, should that change.
insert into private.demo_content (
  relation, position, seeded_rows, demo_rows, visitor_rows, restore_overrides,
  reports_removed, reports_restored, after_restore
) values (
  'public.notifications', 20, 'false', 't.user_id = any ($1)', 't.user_id = any ($1)', '{}',
  false, false, 'delete from public.notifications as t where t.user_id = any ($1)'
);
