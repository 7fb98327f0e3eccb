-- The user profile record of docs/PRODUCT.md §3: one row per account, created by the client right
-- after sign-up. Everything that decides what a user may do (role, plan, verification) is guarded
-- here.

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null unique check (email = lower(email) and length(email) between 3 and 255),
  name text check (name is null or length(trim(name)) between 1 and 100),
  role text not null check (role in ('client', 'advocate')),
  plan text not null default 'free' check (plan in ('free', 'premium')),
  is_verified boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.users is 'LexSetu profile of each account: role (client or advocate), plan (free or premium) and advocate verification. Created by the user at sign-up; plan and verification change only through the service role.';
comment on column public.users.id is 'Same id as auth.users.';
comment on column public.users.email is 'Lower-case e-mail of the account; the app looks the profile up by it.';
comment on column public.users.name is 'Display name; the only column a user may change.';
comment on column public.users.role is 'client or advocate, chosen at sign-up.';
comment on column public.users.plan is 'free or premium; premium features are unlocked only when this is premium.';
comment on column public.users.is_verified is 'true once LexSetu has verified an advocate; never set by the user.';

create function public.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
comment on function public.touch_updated_at() is 'Trigger: keeps updated_at current on every update.';

create trigger users_touch_updated_at
before update on public.users
for each row execute function public.touch_updated_at();

alter table public.users enable row level security;

-- Table privileges first (Supabase grants everything by default; RLS alone cannot limit columns).
revoke all on public.users from anon, authenticated;
grant select, insert on public.users to authenticated;
grant update (name) on public.users to authenticated;
grant all on public.users to service_role;

create policy "Users can read their own profile"
on public.users for select to authenticated
using ((select auth.uid()) = id);

create policy "Users can create their own free unverified profile"
on public.users for insert to authenticated
with check (
  (select auth.uid()) = id
  and email = lower((select auth.email()))
  and plan = 'free'
  and is_verified = false
);

create policy "Users can rename their own profile"
on public.users for update to authenticated
using ((select auth.uid()) = id)
with check ((select auth.uid()) = id);
