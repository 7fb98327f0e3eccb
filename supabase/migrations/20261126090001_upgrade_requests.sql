-- Plans and operations, part 2 of 6: upgrade requests.
-- Split out of 20261126090000_plans_and_operations.sql: a database migrated before the split
-- applied it whole (docs/OPERATING.md 'Migrations').
-- The overview: 20261126090000_forum_reply_counts_fix.sql.

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
