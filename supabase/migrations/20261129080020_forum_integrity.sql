-- Two forum rules.
--
-- 1. A reply counts as an advocate's (forum_replies.by_advocate, and so the thread's
--    advocate_reply_count and the advocates' 'awaiting advocate' queue) only when its author is a
--    *verified* advocate. users.role is chosen by anyone at sign-up: one reply from a fresh
--    'advocate' account took a thread off the queue. The rule follows the author's verification,
--    as the 'Verified Advocate' badge does at read time: when LexSetu verifies an advocate, the
--    replies they wrote while pending count from then on; when it withdraws the verification,
--    none of their replies counts any more and their threads go back to the queue.
-- 2. A deleted thread's replies are closed as the thread is: no upvotes and no edits (LS007, as for
--    the thread itself, for everyone). Withdrawing a vote, deleting a reply and reporting stay
--    possible.

create or replace function public.forum_reply_check() returns trigger
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
    (select u.role = 'advocate' and u.is_verified from public.users as u where u.id = new.author_id),
    false
  );
  return new;
end;
$$;
comment on function public.forum_reply_check() is 'Trigger: refuses replies to a deleted thread (LS007); sets by_advocate (a verified advocate wrote it).';

create function public.forum_replies_follow_verification() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.forum_replies
  set by_advocate = (new.role = 'advocate' and new.is_verified)
  where author_id = new.id and by_advocate is distinct from (new.role = 'advocate' and new.is_verified);
  if found then
    update public.forum_threads as t
    set advocate_reply_count = (
      select count(*) from public.forum_replies as r where r.thread_id = t.id and r.by_advocate
    )
    where t.id in (select r.thread_id from public.forum_replies as r where r.author_id = new.id);
  end if;
  return null;
end;
$$;
comment on function public.forum_replies_follow_verification() is 'Trigger: when an account''s verification or role changes, its replies'' by_advocate and their threads'' advocate_reply_count follow.';
revoke all on function public.forum_replies_follow_verification() from public, anon, authenticated;

create trigger "Forum replies count as an advocate's while the author is verified"
after update of is_verified, role on public.users
for each row when (
  (old.role = 'advocate' and old.is_verified) is distinct from (new.role = 'advocate' and new.is_verified)
)
execute function public.forum_replies_follow_verification();

comment on column public.forum_replies.by_advocate is 'Set by the triggers: the author is a verified advocate (follows their verification; kept so counts stay right when the account goes).';
comment on column public.forum_threads.advocate_reply_count is 'Replies by verified advocates; 0 puts the thread on the advocates'' dashboard.';

-- Edits: as before (20261125120000_forum.sql), and a reply of a deleted thread is not edited.
create or replace function public.forum_post_edit() returns trigger
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
  elsif exists (
    select 1 from public.forum_threads where id = old.thread_id and deleted_at is not null
  ) then
    raise exception 'This thread was deleted.' using errcode = 'LS007';
  end if;
  if (select auth.uid()) is not null and old.created_at < now() - interval '30 minutes' then
    raise exception 'Posts can be edited only in the first 30 minutes after posting.'
      using errcode = 'LS005';
  end if;
  new.edited_at := now();
  return new;
end;
$$;
comment on function public.forum_post_edit() is 'Trigger: the text of a post changes only within 30 minutes of posting (LS005), never in a deleted thread (LS007); sets edited_at.';

-- Votes: as before, and no vote on a reply of a deleted thread.
create or replace function public.forum_vote_check() returns trigger
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
    if exists (
      select 1 from public.forum_replies as r
      join public.forum_threads as t on t.id = r.thread_id
      where r.id = new.reply_id and t.deleted_at is not null
    ) then
      raise exception 'This thread was deleted.' using errcode = 'LS007';
    end if;
  end if;
  if author = new.user_id then
    raise exception 'You cannot upvote your own post.' using errcode = 'LS006';
  end if;
  return new;
end;
$$;
comment on function public.forum_vote_check() is 'Trigger: refuses self-votes (LS006) and votes on deleted threads and their replies (LS007).';

-- Replies written before this migration by advocates who were not verified stop counting.
update public.forum_replies as r
set by_advocate = coalesce(
  (select u.role = 'advocate' and u.is_verified from public.users as u where u.id = r.author_id), false
)
where r.by_advocate;
update public.forum_threads as t
set advocate_reply_count = (
  select count(*) from public.forum_replies as r where r.thread_id = t.id and r.by_advocate
)
where t.advocate_reply_count <> (
  select count(*) from public.forum_replies as r where r.thread_id = t.id and r.by_advocate
);
