-- The language a user chose for LexSetu (src/i18n): English or Hindi, or null until they choose.
-- The app switches to it on a device where nothing was chosen yet, and writes it when the user
-- switches while signed in.
alter table public.users
  add column locale text check (locale in ('en', 'hi'));
comment on column public.users.locale is 'The interface language the user chose last (en or hi); null until they choose one.';
grant update (locale) on public.users to authenticated;

-- A new account starts in the language it signed up in (the sign-up's metadata: 'en' or 'hi',
-- anything else is no choice); the rest as before (…_create_profile_at_sign_up.sql).
create or replace function private.create_profile_for_account() returns trigger
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
  insert into public.users (id, email, name, role, plan, is_verified, locale)
  values (
    new.id,
    lower(new.email),
    case when length(chosen_name) between 1 and 100 then chosen_name end,
    case when metadata ->> 'role' = 'advocate' then 'advocate' else 'client' end,
    'free',
    false,
    case when metadata ->> 'locale' in ('en', 'hi') then metadata ->> 'locale' end
  )
  on conflict (id) do nothing;
  return null;
end;
$$;

comment on function private.create_profile_for_account() is
  'Trigger on auth.users: creates the account''s public.users profile from the sign-up metadata (role, name, locale); free and unverified.';
