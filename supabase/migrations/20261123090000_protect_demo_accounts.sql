-- The shared demo accounts (seeded by supabase/seed.sql, marked raw_app_meta_data.demo = true)
-- must stay usable by every visitor: nobody may change their e-mail address or password, or
-- the next visitor would be locked out. The rule lives here, in the database,
-- so it holds whichever auth server writes auth.users: the embedded backend or hosted GoTrue.
--
-- How it is refused: SQLSTATE LS001 with the message below. The embedded auth turns LS001 into
-- 403 {"code":"demo_account_locked"} (server/auth/demo-account-lock.ts); hosted GoTrue does not
-- know this code and answers with its generic 500 database error (not tested here: no hosted
-- stack), but the credentials stay unchanged either way.
--
-- Operators who really must rotate a demo password: first clear the marker in one statement
-- (update auth.users set raw_app_meta_data = raw_app_meta_data - 'demo' where …), then change
-- the password in a second one, then set the marker again. The check reads the row as it was
-- before each update, so one statement cannot both drop the marker and change the password.

create function public.refuse_credential_changes_of_demo_accounts() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.raw_app_meta_data ->> 'demo' = 'true' and (
    new.email is distinct from old.email
    or new.encrypted_password is distinct from old.encrypted_password
    -- an e-mail change waiting for confirmation (GoTrue stores the new address here first)
    or coalesce(new.email_change, '') is distinct from coalesce(old.email_change, '')
  ) then
    raise exception using
      errcode = 'LS001',
      message = 'Demo accounts cannot change their e-mail or password.',
      hint = 'This account is shared by every visitor of the demo.';
  end if;
  return new;
end;
$$;

comment on function public.refuse_credential_changes_of_demo_accounts() is
  'Trigger on auth.users: refuses (SQLSTATE LS001) any change of e-mail, pending e-mail or password of an account marked raw_app_meta_data.demo = true. Names, metadata and sign-in bookkeeping stay writable.';

-- A trigger function is not an API: nobody calls it directly (PostgREST does not expose trigger
-- functions either; this only keeps the grants honest).
revoke all on function public.refuse_credential_changes_of_demo_accounts() from public, anon, authenticated;

-- Fires only when one of the three columns is written; keeps the shared demo accounts of
-- supabase/seed.sql signing in with their published credentials. (No `comment on trigger`:
-- that needs ownership of auth.users, which the postgres role does not have on hosted Supabase.)
create trigger "Demo accounts cannot change their e-mail or password"
before update of email, encrypted_password, email_change on auth.users
for each row execute function public.refuse_credential_changes_of_demo_accounts();
