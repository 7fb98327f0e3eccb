-- public.users.email is how the app finds a profile, so it must always be the account's own
-- e-mail. Before this, moving the auth e-mail from m@x to m2@x left the
-- profile on m@x, and whoever signed up as m@x later could never get a profile. Two rules:
--
-- 1. When an account's e-mail changes (auth.users.email, written by the auth server), its profile
--    follows in the same transaction.
-- 2. A profile can only be created with its account's current e-mail: the insert policy compares
--    with the access token's e-mail claim, which stays stale for up to an hour after a change.
--
-- Both functions are security definer: the writer of auth.users (supabase_auth_admin on hosted
-- Supabase) may not write public.users, and signed-in users may not read auth.users.

create function public.profile_email_follows_account() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users set email = lower(new.email)
   where id = new.id and email is distinct from lower(new.email);
  return null;
end;
$$;

comment on function public.profile_email_follows_account() is
  'Trigger on auth.users: keeps public.users.email equal to the account''s e-mail after it changes.';

revoke all on function public.profile_email_follows_account() from public, anon, authenticated;

create trigger "Profiles follow their account's e-mail"
after update of email on auth.users
for each row when (new.email is not null and new.email is distinct from old.email)
execute function public.profile_email_follows_account();

create function public.profile_email_is_the_account_email() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is distinct from (select lower(u.email) from auth.users u where u.id = new.id) then
    raise exception using
      errcode = '23514',
      message = 'A profile''s e-mail must be its account''s e-mail.',
      hint = 'Sign in again if the e-mail address changed since.';
  end if;
  return new;
end;
$$;

comment on function public.profile_email_is_the_account_email() is
  'Trigger on public.users: refuses (23514) a profile whose e-mail is not its account''s current e-mail.';

revoke all on function public.profile_email_is_the_account_email() from public, anon, authenticated;

create trigger "A profile's e-mail is its account's e-mail"
before insert or update of email on public.users
for each row execute function public.profile_email_is_the_account_email();

-- Profiles left behind by an e-mail change before this migration.
update public.users p set email = lower(u.email)
  from auth.users u
 where u.id = p.id and u.email is not null and p.email is distinct from lower(u.email);
