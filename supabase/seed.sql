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

-- Two earlier conversations of the demo client with the legal assistant (its Recent Chats).
-- Written as postgres; the chat_messages trigger keeps message_count, so each chat's messages are
-- added only while it has none, and its dates are set afterwards.
insert into public.chats (id, owner_id, title, created_at)
values
  ('d3c00000-0000-4000-8000-000000000001', 'd3000000-0000-4000-8000-000000000001',
   'My landlord is keeping my security deposit after I moved out', '2026-11-20 19:41:00+05:30'),
  ('d3c00000-0000-4000-8000-000000000002', 'd3000000-0000-4000-8000-000000000001',
   'My new phone stopped working in a week and the shop refuses to repair or replace it', '2026-11-16 09:05:00+05:30')
on conflict (id) do nothing;

insert into public.chat_messages (chat_id, owner_id, role, content, citations, created_at)
select m.chat_id, 'd3000000-0000-4000-8000-000000000001', m.role, m.content, m.citations::jsonb, m.created_at
from (
  values
    ('d3c00000-0000-4000-8000-000000000001'::uuid, 'user',
     'My landlord is keeping my security deposit after I moved out. What can I do?',
     '[]', '2026-11-20 19:41:00+05:30'::timestamptz),
    ('d3c00000-0000-4000-8000-000000000001'::uuid, 'assistant',
     E'A landlord may keep from the deposit only what your agreement allows, such as unpaid rent or damage beyond normal wear and tear. The rest has to be returned when you hand the home back.\n\n### The law\n- **Transfer of Property Act s.105** — Lease defined. Your rent agreement is a lease: its terms on the deposit bind both of you.\n- **Registration Act s.17** — Documents of which registration is compulsory. A lease for more than a year must be registered.\n\n### What to do now\n1. Gather the rent agreement, rent receipts, proof of the deposit and photos of the home at hand-over.\n2. Ask for the refund in writing (e-mail or message), giving a date.\n3. If it is not paid, send a legal notice through an advocate, then claim it in the civil court or before the Rent Authority where your state has one.\n\n### How LexSetu can help\n- [Find an advocate in Property Law](/advocates?area=Property%20Law) on LexSetu.\n- [Ask the community forum](/forum/new): advocates answer questions there.\n- Cannot afford a lawyer? You may qualify for free legal aid: NALSA helpline **15100**.\n\n_This is general legal information, not legal advice. For advice on your situation, talk to an advocate or to free legal aid (NALSA helpline 15100)._',
     '[{"act": "TPA", "section": "105", "title": "Lease defined"}, {"act": "RA", "section": "17", "title": "Documents of which registration is compulsory"}]',
     '2026-11-20 19:41:02+05:30'::timestamptz),
    ('d3c00000-0000-4000-8000-000000000002'::uuid, 'user',
     'My new phone stopped working in a week and the shop refuses to repair or replace it.',
     '[]', '2026-11-16 09:05:00+05:30'::timestamptz),
    ('d3c00000-0000-4000-8000-000000000002'::uuid, 'assistant',
     E'A phone that fails within a week is a defective product, and a seller who refuses to repair, replace or refund it can be taken to the Consumer Commission.\n\n### The law\n- **Consumer Protection Act s.35** — Manner in which complaint shall be made. You can file the complaint yourself, online through e-Daakhil; claims up to ₹50 lakh go to the District Commission.\n- **Consumer Protection Act s.69** — Limitation period. File within two years of the problem.\n\n### What to do now\n1. Keep the bill, the warranty card and every message with the shop and the brand.\n2. Write to the seller and the brand asking for repair, replacement or a refund by a date.\n3. If they do not act, file a complaint on e-Daakhil with copies of these papers.\n\n### How LexSetu can help\n- [Find an advocate in Civil Law](/advocates?area=Civil%20Law) on LexSetu.\n- [Ask the community forum](/forum/new): advocates answer questions there.\n- Cannot afford a lawyer? You may qualify for free legal aid: NALSA helpline **15100**.\n\n_This is general legal information, not legal advice. For advice on your situation, talk to an advocate or to free legal aid (NALSA helpline 15100)._',
     '[{"act": "CPA", "section": "35", "title": "Manner in which complaint shall be made"}, {"act": "CPA", "section": "69", "title": "Limitation period"}]',
     '2026-11-16 09:05:02+05:30'::timestamptz)
) as m (chat_id, role, content, citations, created_at)
where not exists (select 1 from public.chat_messages as e where e.chat_id = m.chat_id);

update public.chats as c
set updated_at = (select max(m.created_at) from public.chat_messages as m where m.chat_id = c.id)
where c.id in ('d3c00000-0000-4000-8000-000000000001', 'd3c00000-0000-4000-8000-000000000002');
