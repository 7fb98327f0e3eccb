-- Plans and operations (docs/PRODUCT.md §2 'Pricing').
--
-- - upgrade_requests: a free user asks for Premium; people who run LexSetu grant it. Nobody but the
--   service role ever changes users.plan (its column grant never included plan).
-- - contact_messages: the contact form, stored; anyone may write, only the service role reads.
-- - audit_log: every change an operator makes, written by the operator_* functions below in the
--   same transaction as the change; only the service role reads it.
-- - The shared demo accounts: their names cannot be changed by visitors, and
--   operator_reset_demo() puts everything they own back to how the seed left it.
--
-- The app's own refusals use SQLSTATE LS008-LS013 (see docs/PRODUCT.md §8); their messages are
-- written for the person who will read them.
--
-- Plans and operations, part 1 of 6: a fix to the forum's reply counts. Parts 2 to 6 are 20261126090001 to
-- 20261126090005 (one file until the split: docs/OPERATING.md 'Migrations').

-- A fix to the forum's reply counts ----------------------------------------------------------------
-- Deleting a reply that was marked helpful updates its thread's counts before the foreign key
-- clears the mark. When that thread row had already changed in the same transaction (an account
-- deletion removes the user's votes first, the demo reset too), Postgres checks the key again and
-- finds the reply gone: the whole deletion failed. The count update now clears a mark whose reply
-- is gone itself.
create or replace function public.forum_reply_counts() returns trigger
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
      advocate_reply_count = greatest(advocate_reply_count + delta * post.by_advocate::integer, 0),
      -- After the statement: any reply it deleted is gone, the marked one included.
      helpful_reply_id = case
        when tg_op = 'DELETE'
          and not exists (select 1 from public.forum_replies as r where r.id = helpful_reply_id)
        then null
        else helpful_reply_id
      end
  where id = post.thread_id;
  return null;
end;
$$;
