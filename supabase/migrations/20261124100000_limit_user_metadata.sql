-- User metadata (auth.users.raw_user_meta_data) travels in every access token of its user. Two
-- rules keep it from locking anyone out:
--
-- 1. The shared demo accounts' metadata cannot change at all: one visitor could otherwise pad it
--    and every later visitor's token would be too large for any request (431).
-- 2. Nobody's metadata may exceed 4 KB as JSON text, so a token stays far below header limits.
--
-- Like *_protect_demo_accounts.sql, the rules live in the database so they hold whichever auth
-- server writes auth.users. The embedded auth answers LS001 with 403 demo_account_locked and
-- LS002 with 422 validation_failed (server/auth/router.ts); hosted GoTrue answers its generic
-- database error, and the row stays unchanged either way. New triggers rather than a changed
-- one: dropping a trigger on auth.users needs ownership, which postgres lacks on hosted Supabase.

create function public.refuse_metadata_changes_of_demo_accounts() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.raw_app_meta_data ->> 'demo' = 'true'
     and new.raw_user_meta_data is distinct from old.raw_user_meta_data then
    raise exception using
      errcode = 'LS001',
      message = 'Demo accounts cannot change their profile data.',
      hint = 'This account is shared by every visitor of the demo.';
  end if;
  return new;
end;
$$;

comment on function public.refuse_metadata_changes_of_demo_accounts() is
  'Trigger on auth.users: refuses (SQLSTATE LS001) any change of raw_user_meta_data of an account marked raw_app_meta_data.demo = true.';

revoke all on function public.refuse_metadata_changes_of_demo_accounts() from public, anon, authenticated;

create trigger "Demo accounts cannot change their metadata"
before update of raw_user_meta_data on auth.users
for each row execute function public.refuse_metadata_changes_of_demo_accounts();

create function public.limit_user_metadata_size() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if octet_length(coalesce(new.raw_user_meta_data, '{}'::jsonb)::text) > 4096 then
    raise exception using
      errcode = 'LS002',
      message = 'User metadata is limited to 4096 bytes.',
      hint = 'It travels in every access token; keep it to a few small fields.';
  end if;
  return new;
end;
$$;

comment on function public.limit_user_metadata_size() is
  'Trigger on auth.users: refuses (SQLSTATE LS002) user metadata larger than 4096 bytes as JSON text.';

revoke all on function public.limit_user_metadata_size() from public, anon, authenticated;

create trigger "User metadata is limited to 4 KB"
before insert or update of raw_user_meta_data on auth.users
for each row execute function public.limit_user_metadata_size();
