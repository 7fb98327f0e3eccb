-- The forum, part 2 of 5: the views that name authors.
-- Split out of 20261125120000_forum.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations').
-- The overview: 20261125120000_forum_threads_and_replies.sql.

-- Bylines ---------------------------------------------------------------------------------------

-- Both views are owned by postgres, so they read past the tables' policies; they are granted to
-- signed-in users only. auth.uid() is the caller.
create view public.forum_thread_cards as
select
  t.id,
  t.title,
  t.body,
  left(regexp_replace(t.body, '\s+', ' ', 'g'), 240) as excerpt,
  t.categories,
  t.is_anonymous,
  t.reply_count,
  t.upvote_count,
  t.helpful_reply_id,
  t.created_at,
  t.edited_at,
  t.deleted_at is not null as is_deleted,
  author.id as author_id,
  author.name as author_name,
  author.role as author_role,
  coalesce(author.is_verified_advocate, false) as author_is_verified_advocate,
  t.author_id = (select auth.uid()) as is_mine,
  exists (
    select 1 from public.forum_thread_votes as v
    where v.thread_id = t.id and v.user_id = (select auth.uid())
  ) as has_upvoted
from public.forum_threads as t
left join public.public_profiles as author
  on author.id = t.author_id
  and t.deleted_at is null
  and (not t.is_anonymous or t.author_id = (select auth.uid()));
comment on view public.forum_thread_cards is
  'Threads as the forum shows them. author_* is null when the thread is anonymous (except to its author) or deleted.';

create view public.forum_reply_cards as
select
  r.id,
  r.thread_id,
  r.body,
  r.upvote_count,
  r.created_at,
  r.edited_at,
  t.helpful_reply_id is not distinct from r.id as is_helpful,
  r.author_id = t.author_id as by_thread_author,
  author.id as author_id,
  author.name as author_name,
  author.role as author_role,
  coalesce(author.is_verified_advocate, false) as author_is_verified_advocate,
  r.author_id = (select auth.uid()) as is_mine,
  exists (
    select 1 from public.forum_reply_votes as v
    where v.reply_id = r.id and v.user_id = (select auth.uid())
  ) as has_upvoted
from public.forum_replies as r
join public.forum_threads as t on t.id = r.thread_id
left join public.public_profiles as author
  on author.id = r.author_id
  -- The asker of an anonymous thread stays anonymous in their own replies to it.
  and not (t.is_anonymous and r.author_id = t.author_id and r.author_id <> (select auth.uid()));
comment on view public.forum_reply_cards is
  'Replies as the thread page shows them. author_* is null for the asker''s replies in their anonymous thread, except to the asker.';

-- The views are read-only. Postgres would refuse a write to them with 55000 (not updatable)
-- before it checks privileges, and PostgREST answers that with a 500; with these triggers the
-- privilege check comes first and a write is a plain 401/403.
create function public.refuse_view_write() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'permission denied for view %', tg_table_name using errcode = '42501';
end;
$$;
comment on function public.refuse_view_write() is 'Trigger: INSTEAD OF any write on a read-only view, refuses it (42501).';
revoke all on function public.refuse_view_write() from public, anon, authenticated;

create trigger public_profiles_read_only
instead of insert or update or delete on public.public_profiles
for each row execute function public.refuse_view_write();
create trigger forum_thread_cards_read_only
instead of insert or update or delete on public.forum_thread_cards
for each row execute function public.refuse_view_write();
create trigger forum_reply_cards_read_only
instead of insert or update or delete on public.forum_reply_cards
for each row execute function public.refuse_view_write();
