-- Realtime: the tables whose changes reach the app live (supabase-js postgres_changes). Hosted
-- Supabase sends a change only to subscribers whose role and RLS policies let them SELECT the row,
-- with only the columns they may SELECT; so does the embedded server (server/realtime). Nothing
-- else is granted here: what a participant may read is what the policies already say.
--   messages       the open conversation receives new messages
--   consultations  the advocate's requests and the client's consultations follow each change
--   forum_replies  a thread shows new replies
alter publication supabase_realtime add table public.messages, public.consultations, public.forum_replies;
