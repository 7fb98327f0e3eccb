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
