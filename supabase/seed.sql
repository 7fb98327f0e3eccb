-- Demo data for a new database: applied once, when the database is created (the embedded
-- backend on first start, `supabase db reset` on a Supabase stack; both run it as postgres).
--
-- The two shared demo accounts behind 'Try Demo Version' (SPEC §2 'Auth screen'). Their
-- credentials are published on purpose (src/config/demo.ts holds the same ones):
--   client    demo.client@lexsetu.in    LexSetuDemo2026
--   advocate  demo.advocate@lexsetu.in  LexSetuDemo2026
-- raw_app_meta_data.demo = true marks them; the migration *_protect_demo_accounts.sql then
-- refuses any change of their e-mail or password, so one visitor cannot lock the next one out.
-- Rows are written with GoTrue's columns (as GoTrue's own sign-up would), so that both the
-- embedded auth and hosted GoTrue sign them in. Idempotent: a second run changes nothing.

-- auth.users: confirmed e-mail users with a bcrypt (cost 10, $2a$) password from pgcrypto,
-- which GoTrue's Go bcrypt and the embedded backend's bcryptjs both verify. GoTrue reads the
-- token columns as plain strings, so they must be '' rather than null.
with demo (id, email, name) as (
  values
    ('d3000000-0000-4000-8000-000000000001'::uuid, 'demo.client@lexsetu.in', 'Demo Client'),
    ('d3000000-0000-4000-8000-000000000002'::uuid, 'demo.advocate@lexsetu.in', 'Demo Advocate')
)
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
  is_sso_user, is_anonymous
)
select
  '00000000-0000-0000-0000-000000000000', demo.id, 'authenticated', 'authenticated', demo.email,
  extensions.crypt('LexSetuDemo2026', extensions.gen_salt('bf', 10)), now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"], "demo": true}'::jsonb,
  jsonb_build_object(
    'sub', demo.id::text, 'email', demo.email, 'email_verified', true,
    'phone_verified', false, 'name', demo.name
  ),
  false, now(), now(), false, false
from demo
on conflict (id) do nothing;

-- auth.identities: the e-mail identity GoTrue creates at sign-up (provider_id = user id; its
-- identity_data is what GoTrue copies into user_metadata).
insert into auth.identities (
  provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at
)
select
  u.id::text, u.id, u.raw_user_meta_data, 'email', now(), now(), now()
from auth.users u
where u.raw_app_meta_data ->> 'demo' = 'true'
on conflict (provider_id, provider) do nothing;

-- public.users: the LexSetu profiles (SPEC §3). Free plan, so the client sees the premium locks;
-- the advocate is not verified, matching the 'verification pending' of its profile checklist.
insert into public.users (id, email, name, role, plan, is_verified)
values
  ('d3000000-0000-4000-8000-000000000001', 'demo.client@lexsetu.in', 'Demo Client', 'client', 'free', false),
  ('d3000000-0000-4000-8000-000000000002', 'demo.advocate@lexsetu.in', 'Demo Advocate', 'advocate', 'free', false)
on conflict (id) do nothing;
