-- The forum, part 5 of 5: privileges and policies.
-- Split out of 20261125120000_forum.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations').
-- The overview: 20261125120000_forum_threads_and_replies.sql.

-- Privileges and policies ----------------------------------------------------------------------

alter table public.forum_threads enable row level security;
alter table public.forum_replies enable row level security;
alter table public.forum_thread_votes enable row level security;
alter table public.forum_reply_votes enable row level security;
alter table public.forum_reports enable row level security;

revoke all on public.forum_threads, public.forum_replies, public.forum_thread_votes,
  public.forum_reply_votes, public.forum_reports, public.public_profiles,
  public.forum_thread_cards, public.forum_reply_cards
from anon, authenticated;
revoke all on function public.forum_thread_page(text, text, text, uuid, integer),
  public.my_forum_activity() from public, anon;

-- Not author_id, advocate_reply_count or search: the views are the way to read threads.
grant select (id, title, body, categories, is_anonymous, reply_count, upvote_count,
  helpful_reply_id, created_at, edited_at, deleted_at) on public.forum_threads to authenticated;
grant insert (title, body, categories, is_anonymous) on public.forum_threads to authenticated;
grant update (title, body, categories, helpful_reply_id) on public.forum_threads to authenticated;
grant delete on public.forum_threads to authenticated;

grant select (id, thread_id, body, upvote_count, created_at, edited_at) on public.forum_replies to authenticated;
grant insert (thread_id, body) on public.forum_replies to authenticated;
grant update (body) on public.forum_replies to authenticated;
grant delete on public.forum_replies to authenticated;

grant select, delete on public.forum_thread_votes, public.forum_reply_votes to authenticated;
grant insert (thread_id) on public.forum_thread_votes to authenticated;
grant insert (reply_id) on public.forum_reply_votes to authenticated;
grant insert (thread_id, reply_id, reason, details) on public.forum_reports to authenticated;

grant select on public.public_profiles, public.forum_thread_cards, public.forum_reply_cards to authenticated;
grant execute on function public.forum_thread_page(text, text, text, uuid, integer),
  public.my_forum_activity() to authenticated;

grant all on public.forum_threads, public.forum_replies, public.forum_thread_votes,
  public.forum_reply_votes, public.forum_reports to service_role;
grant select on public.public_profiles, public.forum_thread_cards, public.forum_reply_cards to service_role;
grant execute on function public.forum_thread_page(text, text, text, uuid, integer),
  public.my_forum_activity() to service_role;

create policy "Signed-in users read every thread"
on public.forum_threads for select to authenticated
using (true);

create policy "Signed-in users start threads as themselves"
on public.forum_threads for insert to authenticated
with check ((select auth.uid()) = author_id);

create policy "Authors edit their own threads and mark the helpful reply"
on public.forum_threads for update to authenticated
using ((select auth.uid()) = author_id and deleted_at is null)
with check ((select auth.uid()) = author_id);

create policy "Authors delete their own threads"
on public.forum_threads for delete to authenticated
using ((select auth.uid()) = author_id);

create policy "Signed-in users read every reply"
on public.forum_replies for select to authenticated
using (true);

create policy "Signed-in users reply as themselves"
on public.forum_replies for insert to authenticated
with check ((select auth.uid()) = author_id);

create policy "Authors edit their own replies"
on public.forum_replies for update to authenticated
using ((select auth.uid()) = author_id)
with check ((select auth.uid()) = author_id);

create policy "Authors delete their own replies"
on public.forum_replies for delete to authenticated
using ((select auth.uid()) = author_id);

create policy "Users see their own thread votes"
on public.forum_thread_votes for select to authenticated
using ((select auth.uid()) = user_id);

create policy "Users upvote threads as themselves"
on public.forum_thread_votes for insert to authenticated
with check ((select auth.uid()) = user_id);

create policy "Users withdraw their own thread votes"
on public.forum_thread_votes for delete to authenticated
using ((select auth.uid()) = user_id);

create policy "Users see their own reply votes"
on public.forum_reply_votes for select to authenticated
using ((select auth.uid()) = user_id);

create policy "Users upvote replies as themselves"
on public.forum_reply_votes for insert to authenticated
with check ((select auth.uid()) = user_id);

create policy "Users withdraw their own reply votes"
on public.forum_reply_votes for delete to authenticated
using ((select auth.uid()) = user_id);

create policy "Signed-in users report posts as themselves"
on public.forum_reports for insert to authenticated
with check ((select auth.uid()) = reporter_id);
