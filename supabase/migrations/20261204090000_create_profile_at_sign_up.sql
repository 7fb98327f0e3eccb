-- Every account gets its public.users profile in the same transaction as its auth.users row, from
-- the sign-up's metadata. Until now the browser inserted it after sign-up,
-- which needs a session: with e-mail confirmation on (hosted Supabase's default) sign-up returns
-- none, so the confirmed account had no profile and the role chosen at sign-up was lost. This is
-- the trigger on auth.users that Supabase documents for profiles.
--
-- The metadata is the signer's own input, so only what a new account may choose is read from it:
-- role ('advocate', anything else is 'client') and name (trimmed; dropped if blank or over 100
-- characters). Plan and verification always start free and unverified.

create function private.create_profile_for_account() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  metadata jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  chosen_name text := btrim(metadata ->> 'name');
begin
  if new.email is null then
    return null; -- no e-mail, no profile (phone sign-ups are off)
  end if;
  insert into public.users (id, email, name, role, plan, is_verified)
  values (
    new.id,
    lower(new.email),
    case when length(chosen_name) between 1 and 100 then chosen_name end,
    case when metadata ->> 'role' = 'advocate' then 'advocate' else 'client' end,
    'free',
    false
  )
  on conflict (id) do nothing;
  return null;
end;
$$;

comment on function private.create_profile_for_account() is
  'Trigger on auth.users: creates the account''s public.users profile from the sign-up metadata (role, name); free and unverified.';

revoke all on function private.create_profile_for_account() from public, anon, authenticated;

create trigger "Every account gets its profile"
after insert on auth.users
for each row execute function private.create_profile_for_account();

-- The browser no longer creates profiles.
drop policy "Users can create their own free unverified profile" on public.users;
revoke insert on public.users from authenticated;

comment on table public.users is 'LexSetu profile of each account: role (client or advocate), plan (free or premium) and advocate verification. Created with the account from its sign-up metadata; plan and verification change only through the service role.';

-- Accounts a failed browser insert left without a profile: the role they chose is not known
-- unless their metadata says it.
insert into public.users (id, email, name, role, plan, is_verified)
select u.id, lower(u.email), null,
  case when u.raw_user_meta_data ->> 'role' = 'advocate' then 'advocate' else 'client' end,
  'free', false
from auth.users u
where u.email is not null
  and not exists (select from public.users p where p.id = u.id)
  and not exists (select from public.users p where p.email = lower(u.email));
