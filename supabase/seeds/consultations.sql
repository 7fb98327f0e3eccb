-- The demo client's accepted consultation with the demo advocate, and their conversation so far.
-- Accepting opens a conversation (a trigger); the seed gives it its fixed id.
insert into public.consultations (
  id, client_id, advocate_id, category, description, mode, preferred_at, status, created_at,
  accepted_at
)
values (
  'd3a10000-0000-4000-8000-000000000001', 'd3000000-0000-4000-8000-000000000001',
  'd3000000-0000-4000-8000-000000000002', 'Consumer Law',
  'The phone I bought online stopped working in a week, and the seller refuses to replace it or refund me. What can I do?',
  'chat', now() + interval '2 days', 'accepted', now() - interval '3 days', now() - interval '2 days'
)
on conflict (id) do nothing;

update public.conversations
set id = 'd3a20000-0000-4000-8000-000000000001', created_at = now() - interval '2 days'
where consultation_id = 'd3a10000-0000-4000-8000-000000000001'
  and id <> 'd3a20000-0000-4000-8000-000000000001';

insert into public.messages (id, conversation_id, sender_id, body, created_at)
values
  ('d3a30000-0000-4000-8000-000000000001', 'd3a20000-0000-4000-8000-000000000001',
   'd3000000-0000-4000-8000-000000000002',
   'Hello, I have read your request. Do you have the invoice and your messages with the seller?',
   now() - interval '2 days'),
  ('d3a30000-0000-4000-8000-000000000002', 'd3a20000-0000-4000-8000-000000000001',
   'd3000000-0000-4000-8000-000000000001',
   'Yes, I have the invoice and the chat where they refused. The phone cost ₹18,500.',
   now() - interval '2 days' + interval '40 minutes'),
  ('d3a30000-0000-4000-8000-000000000003', 'd3a20000-0000-4000-8000-000000000001',
   'd3000000-0000-4000-8000-000000000002',
   'Good. First we send the seller a written notice. If they still refuse, you can file a complaint with the District Consumer Commission, online through e-Daakhil.',
   now() - interval '1 day'),
  ('d3a30000-0000-4000-8000-000000000004', 'd3a20000-0000-4000-8000-000000000001',
   'd3000000-0000-4000-8000-000000000001',
   'Thank you. Can you help me draft the notice?',
   now() - interval '5 hours')
on conflict (id) do nothing;

-- From the messages, not now(): a second run of this file must not move it.
update public.conversations
set last_message_at = (
  select max(m.created_at) from public.messages as m
  where m.conversation_id = 'd3a20000-0000-4000-8000-000000000001'
)
where id = 'd3a20000-0000-4000-8000-000000000001';

-- Each has read what the other wrote, except the client's last question (one unread for the
-- advocate's dashboard).
insert into public.conversation_reads (conversation_id, user_id, last_read_at)
values
  ('d3a20000-0000-4000-8000-000000000001', 'd3000000-0000-4000-8000-000000000001', now() - interval '1 day'),
  ('d3a20000-0000-4000-8000-000000000001', 'd3000000-0000-4000-8000-000000000002', now() - interval '1 day')
on conflict (conversation_id, user_id) do nothing;
