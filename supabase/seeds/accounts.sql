-- Demo data for a new database, in the files that supabase/config.toml lists under [db.seed]
-- sql_paths, in that order: applied once, when the database is created (the embedded backend on
-- first start, `supabase db reset` on a Supabase stack; both run them as postgres). Every file is
-- idempotent: a second run changes nothing.
--
-- This first file creates private.seed_account, which the later files use for their accounts;
-- the last one (demo-snapshot.sql) drops it, so the seeded database holds no seed code.
--
-- The two shared demo accounts behind 'Try Demo Version' (docs/PRODUCT.md §2 'Auth screen'). Their
-- credentials are published on purpose (src/config/demo.ts holds the same ones):
--   client    demo.client@lexsetu.in    LexSetuDemo2026
--   advocate  demo.advocate@lexsetu.in  LexSetuDemo2026
-- raw_app_meta_data.demo = true marks them; the migration *_protect_demo_accounts.sql then
-- refuses any change of their e-mail or password, so one visitor cannot lock the next one out.

-- One seeded account, as GoTrue's own sign-up would write it, so that both the embedded auth and
-- hosted GoTrue sign it in:
-- - auth.users: a confirmed e-mail user, joined `joined` ago, with a bcrypt ($2a$) password from
--   pgcrypto, which GoTrue's Go bcrypt and the embedded backend's bcryptjs both verify. A demo
--   account has its published password (cost 10) and the demo mark; any other gets a random one
--   that is never stored anywhere (cost 4: nobody will ever try to match it), so nobody can sign
--   in to it. GoTrue reads the token columns as plain strings, so they must be '' rather than null.
-- - auth.identities: the e-mail identity GoTrue creates at sign-up (provider_id = user id; its
--   identity_data is what GoTrue copies into user_metadata).
-- - public.users: the LexSetu profile (docs/PRODUCT.md §3). The sign-up trigger already made a free
--   one: the seed's values win. `verified` null leaves is_verified to the advocate badge trigger.
create or replace function private.seed_account(
  account_id uuid,
  account_email text,
  account_name text,
  account_role text,
  account_plan text,
  joined interval,
  verified boolean default null,
  published_password text default null
) returns void
language plpgsql
as $$
declare
  since timestamptz := now() - joined;
  is_demo boolean := published_password is not null;
begin
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, recovery_token, email_change_token_new, email_change,
    raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
    is_sso_user, is_anonymous
  )
  values (
    '00000000-0000-0000-0000-000000000000', account_id, 'authenticated', 'authenticated',
    account_email,
    extensions.crypt(
      coalesce(published_password, gen_random_uuid()::text),
      extensions.gen_salt('bf', case when is_demo then 10 else 4 end)
    ),
    since,
    '', '', '', '',
    '{"provider": "email", "providers": ["email"]}'::jsonb
      || case when is_demo then '{"demo": true}'::jsonb else '{}'::jsonb end,
    jsonb_strip_nulls(jsonb_build_object(
      'sub', account_id::text, 'email', account_email, 'email_verified', true,
      'phone_verified', false, 'name', account_name
    )),
    false, since, since, false, false
  )
  on conflict (id) do nothing;

  insert into auth.identities (
    provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
  )
  select u.id::text, u.id, u.raw_user_meta_data, 'email', u.created_at, u.created_at, u.created_at
  from auth.users as u
  where u.id = account_id
  on conflict (provider_id, provider) do nothing;

  insert into public.users (id, email, name, role, plan, is_verified, created_at, updated_at)
  values (
    account_id, account_email, account_name, account_role, account_plan,
    coalesce(verified, false), since, since
  )
  on conflict (id) do update
    set email = excluded.email, name = excluded.name, role = excluded.role, plan = excluded.plan,
      is_verified = coalesce(verified, users.is_verified), created_at = excluded.created_at,
      updated_at = excluded.updated_at
    where (users.email, users.name, users.role, users.plan, users.is_verified)
      is distinct from
      (excluded.email, excluded.name, excluded.role, excluded.plan, coalesce(verified, users.is_verified));
end;
$$;

-- The demo accounts. The client is on Premium, so a visitor who chooses 'Client' can try every
-- feature (a new sign-up starts free and sees the locks); the advocate is verified (its profile in
-- advocates.sql), so the demo client can request it and a visitor can accept as the advocate.
select private.seed_account(demo.id, demo.email, demo.name, demo.role, demo.plan, interval '0', demo.is_verified, demo.password)
from (
  values
    ('d3000000-0000-4000-8000-000000000001'::uuid, 'demo.client@lexsetu.in', 'Demo Client', 'client', 'premium', false, 'LexSetuDemo2026'),
    ('d3000000-0000-4000-8000-000000000002'::uuid, 'demo.advocate@lexsetu.in', 'Demo Advocate', 'advocate', 'free', true, 'LexSetuDemo2026')
) as demo (id, email, name, role, plan, is_verified, password);
