-- The forum, part 4 of 5: limits, edits, counts and votes.
-- Split out of 20261125120000_forum.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations').
-- The overview: 20261125120000_forum_threads_and_replies.sql.

-- Triggers -------------------------------------------------------------------------------------

-- Posting limits, serialised per author so that parallel requests cannot slip past them.
create function public.forum_posting_limit() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  perform pg_advisory_xact_lock(hashtextextended(tg_table_name || ':' || new.author_id::text, 0));
  if tg_table_name = 'forum_threads' then
    select count(*) into recent from public.forum_threads
    where author_id = new.author_id and created_at > now() - interval '1 hour';
    if recent >= 5 then
      raise exception 'You can start at most 5 threads an hour. Please wait a while and post again.'
        using errcode = 'LS004';
    end if;
  else
    select count(*) into recent from public.forum_replies
    where author_id = new.author_id and created_at > now() - interval '1 hour';
    if recent >= 30 then
      raise exception 'You can post at most 30 replies an hour. Please wait a while and reply again.'
        using errcode = 'LS004';
    end if;
  end if;
  return new;
end;
$$;
comment on function public.forum_posting_limit() is 'Trigger: at most 5 threads and 30 replies per author per hour (LS004).';

create trigger forum_threads_posting_limit
before insert on public.forum_threads
for each row execute function public.forum_posting_limit();

create trigger forum_replies_posting_limit
before insert on public.forum_replies
for each row execute function public.forum_posting_limit();

-- Edits: the text of a post may change for 30 minutes after posting (for its author; the service
-- role and the seed may always), and every edit is timestamped. Deleting is not editing.
create function public.forum_post_edit() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'forum_threads' then
    if new.deleted_at is not null and old.deleted_at is null then
      return new;
    end if;
    if (new.title, new.body, new.categories) is not distinct from (old.title, old.body, old.categories) then
      return new;
    end if;
    if old.deleted_at is not null then
      raise exception 'This thread was deleted.' using errcode = 'LS007';
    end if;
  elsif new.body is not distinct from old.body then
    return new;
  end if;
  if (select auth.uid()) is not null and old.created_at < now() - interval '30 minutes' then
    raise exception 'Posts can be edited only in the first 30 minutes after posting.'
      using errcode = 'LS005';
  end if;
  new.edited_at := now();
  return new;
end;
$$;
comment on function public.forum_post_edit() is 'Trigger: the text of a post changes only within 30 minutes of posting (LS005); sets edited_at.';

create trigger forum_threads_edit
before update on public.forum_threads
for each row execute function public.forum_post_edit();

create trigger forum_replies_edit
before update on public.forum_replies
for each row execute function public.forum_post_edit();

-- A thread with replies is not removed: it becomes '[deleted]' (no author, no text) and its
-- replies stay. Without replies it is removed.
create function public.forum_thread_soft_delete() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Deeper than 1: a cascade (the author's account is being deleted), which must really delete,
  -- or the foreign key would be left pointing at nobody.
  if old.reply_count = 0 or old.deleted_at is not null or pg_trigger_depth() > 1 then
    return old;
  end if;
  update public.forum_threads
  set deleted_at = now(), title = '[deleted]', body = '[deleted]', helpful_reply_id = null
  where id = old.id;
  return null;
end;
$$;
comment on function public.forum_thread_soft_delete() is 'Trigger: deleting a thread that has replies blanks it to ''[deleted]'' instead, keeping the replies (unless the author''s account is being deleted).';

create trigger forum_threads_soft_delete
before delete on public.forum_threads
for each row execute function public.forum_thread_soft_delete();

-- No new replies under a deleted thread; remember whether an advocate wrote the reply.
create function public.forum_reply_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.forum_threads where id = new.thread_id and deleted_at is not null
  ) then
    raise exception 'This thread was deleted: it takes no new replies.' using errcode = 'LS007';
  end if;
  new.by_advocate := coalesce(
    (select u.role = 'advocate' from public.users as u where u.id = new.author_id), false
  );
  return new;
end;
$$;
comment on function public.forum_reply_check() is 'Trigger: refuses replies to a deleted thread (LS007); sets by_advocate.';

create trigger forum_replies_check
before insert on public.forum_replies
for each row execute function public.forum_reply_check();

-- Counts change after the row is written: a before trigger would also count an insert that
-- ON CONFLICT DO NOTHING then skips.
create function public.forum_reply_counts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  post public.forum_replies := coalesce(new, old);
  delta integer := case tg_op when 'INSERT' then 1 else -1 end;
begin
  update public.forum_threads
  set reply_count = greatest(reply_count + delta, 0),
      advocate_reply_count = greatest(advocate_reply_count + delta * post.by_advocate::integer, 0)
  where id = post.thread_id;
  return null;
end;
$$;
comment on function public.forum_reply_counts() is 'Trigger: keeps reply_count and advocate_reply_count of the thread.';

create trigger forum_replies_counts
after insert or delete on public.forum_replies
for each row execute function public.forum_reply_counts();

-- Nobody upvotes their own post or a deleted thread.
create function public.forum_vote_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  author uuid;
begin
  if tg_table_name = 'forum_thread_votes' then
    select t.author_id into author from public.forum_threads as t
    where t.id = new.thread_id and t.deleted_at is null;
    if author is null then
      raise exception 'This thread was deleted.' using errcode = 'LS007';
    end if;
  else
    select r.author_id into author from public.forum_replies as r where r.id = new.reply_id;
  end if;
  if author = new.user_id then
    raise exception 'You cannot upvote your own post.' using errcode = 'LS006';
  end if;
  return new;
end;
$$;
comment on function public.forum_vote_check() is 'Trigger: refuses self-votes (LS006) and votes on deleted threads (LS007).';

-- Upvote counts, after the vote row is written or removed (see forum_reply_counts).
create function public.forum_vote_counts() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  delta integer := case tg_op when 'INSERT' then 1 else -1 end;
begin
  if tg_table_name = 'forum_thread_votes' then
    update public.forum_threads
    set upvote_count = greatest(upvote_count + delta, 0)
    where id = coalesce(new.thread_id, old.thread_id);
  else
    update public.forum_replies
    set upvote_count = greatest(upvote_count + delta, 0)
    where id = coalesce(new.reply_id, old.reply_id);
  end if;
  return null;
end;
$$;
comment on function public.forum_vote_counts() is 'Trigger: keeps upvote_count of threads and replies.';

create trigger forum_thread_votes_check
before insert on public.forum_thread_votes
for each row execute function public.forum_vote_check();
create trigger forum_thread_votes_counts
after insert or delete on public.forum_thread_votes
for each row execute function public.forum_vote_counts();
create trigger forum_reply_votes_check
before insert on public.forum_reply_votes
for each row execute function public.forum_vote_check();
create trigger forum_reply_votes_counts
after insert or delete on public.forum_reply_votes
for each row execute function public.forum_vote_counts();

revoke all on function
  public.forum_posting_limit(), public.forum_post_edit(), public.forum_thread_soft_delete(),
  public.forum_reply_check(), public.forum_reply_counts(), public.forum_vote_check(),
  public.forum_vote_counts()
from public, anon, authenticated;
