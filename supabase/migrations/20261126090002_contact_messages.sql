-- Plans and operations, part 3 of 6: contact messages.
-- Split out of 20261126090000_plans_and_operations.sql: a database migrated before the split
-- applied it whole (docs/OPERATING.md 'Migrations').
-- The overview: 20261126090000_forum_reply_counts_fix.sql.

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
