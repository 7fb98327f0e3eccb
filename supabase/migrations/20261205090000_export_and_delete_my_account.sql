-- The rights of India's Digital Personal Data Protection Act 2023: to know
-- what LexSetu holds about you, and to have it erased.
--
-- export_my_data(): one JSON document of everything the signed-in account owns or takes part in.
-- It is security definer because some of it is not readable through the API (contact messages,
-- the operators' audit entries about the account); every part is therefore filtered by auth.uid()
-- here, and tests check that no other account's rows come back.
--
-- delete_my_account(password): the password again (a signed-in phone is not enough), then the
-- account and everything that cascades from it. What others wrote in reply is not the leaver's to
-- take: a forum thread that others replied to, and the leaver's replies in others' threads, stay
-- under the '[deleted user]' account below. Consultations and their messages go with either side
-- (see the privacy policy). Shared demo accounts cannot be deleted (LS036). Password guesses are
-- counted (5 an hour, LS037): a wrong password is an answer (false), not an error, so that the
-- attempt is kept.

-- The author of what leavers leave behind: no password, no sign-in, one fixed id.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, banned_until,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at,
  is_sso_user, is_anonymous
)
values (
  '00000000-0000-0000-0000-000000000000', 'de1e7ed0-0000-4000-8000-000000000000',
  'authenticated', 'authenticated', 'deleted-user@lexsetu.invalid', '', now(), 'infinity',
  '', '', '', '',
  '{"provider": "email", "providers": ["email"], "system": true}'::jsonb,
  '{"name": "[deleted user]"}'::jsonb, false, now(), now(), false, false
)
on conflict (id) do nothing;

create function private.deleted_user() returns uuid
language sql
immutable
set search_path = ''
as $$ select 'de1e7ed0-0000-4000-8000-000000000000'::uuid $$;
comment on function private.deleted_user() is 'The account that keeps forum posts others replied to after their author deleted their account.';

create function public.export_my_data() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  my_email text;
begin
  if me is null then
    raise exception 'Sign in to download your data.' using errcode = '42501';
  end if;
  select email into my_email from auth.users where id = me;
  return jsonb_build_object(
    'format', 'LexSetu data export 1',
    'exported_at', now(),
    'account', (
      select jsonb_build_object('id', u.id, 'email', u.email, 'created_at', u.created_at,
        'last_sign_in_at', u.last_sign_in_at, 'email_confirmed_at', u.email_confirmed_at)
      from auth.users u where u.id = me),
    'profile', (select to_jsonb(p) from public.users p where p.id = me),
    'chats', coalesce((
      select jsonb_agg(to_jsonb(c) || jsonb_build_object('messages', coalesce((
          select jsonb_agg(to_jsonb(m) order by m.created_at, m.id)
          from public.chat_messages m where m.chat_id = c.id), '[]'::jsonb))
        order by c.created_at, c.id)
      from public.chats c where c.owner_id = me), '[]'::jsonb),
    'assistant_feedback', coalesce((
      select jsonb_agg(to_jsonb(f) order by f.created_at)
      from public.assistant_feedback f where f.owner_id = me), '[]'::jsonb),
    'documents', coalesce((
      select jsonb_agg(to_jsonb(d) order by d.created_at, d.id)
      from public.documents d where d.owner_id = me), '[]'::jsonb),
    'forum_threads', coalesce((
      select jsonb_agg(to_jsonb(t) order by t.created_at, t.id)
      from public.forum_threads t where t.author_id = me), '[]'::jsonb),
    'forum_replies', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.created_at, r.id)
      from public.forum_replies r where r.author_id = me), '[]'::jsonb),
    'forum_votes', jsonb_build_object(
      'threads', coalesce((select jsonb_agg(to_jsonb(v)) from public.forum_thread_votes v
                           where v.user_id = me), '[]'::jsonb),
      'replies', coalesce((select jsonb_agg(to_jsonb(v)) from public.forum_reply_votes v
                           where v.user_id = me), '[]'::jsonb)),
    'forum_reports', coalesce((
      select jsonb_agg(to_jsonb(x) order by x.created_at)
      from public.forum_reports x where x.reporter_id = me), '[]'::jsonb),
    'advocate_profile', (select to_jsonb(a) from public.advocate_profiles a where a.id = me),
    'advocate_bank_details', (
      select to_jsonb(b) from public.advocate_bank_details b where b.advocate_id = me),
    'consultations', coalesce((
      select jsonb_agg(to_jsonb(c) order by c.created_at, c.id)
      from public.consultations c where me in (c.client_id, c.advocate_id)), '[]'::jsonb),
    'conversations', coalesce((
      select jsonb_agg(to_jsonb(v) || jsonb_build_object('messages', coalesce((
          select jsonb_agg(to_jsonb(m) order by m.created_at, m.id)
          from public.messages m where m.conversation_id = v.id), '[]'::jsonb))
        order by v.created_at, v.id)
      from public.conversations v where me in (v.client_id, v.advocate_id)), '[]'::jsonb),
    'reviews_written', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.created_at)
      from public.advocate_reviews r where r.client_id = me), '[]'::jsonb),
    'reviews_received', coalesce((
      select jsonb_agg(to_jsonb(r) order by r.created_at)
      from public.advocate_reviews r where r.advocate_id = me), '[]'::jsonb),
    'upgrade_requests', coalesce((
      select jsonb_agg(to_jsonb(u) order by u.created_at)
      from public.upgrade_requests u where u.user_id = me), '[]'::jsonb),
    'contact_messages', coalesce((
      select jsonb_agg(jsonb_build_object('name', m.name, 'email', m.email,
          'message', m.message, 'created_at', m.created_at) order by m.created_at)
      from public.contact_messages m where m.user_id = me), '[]'::jsonb),
    'changes_by_lexsetu', coalesce((
      select jsonb_agg(jsonb_build_object('at', l.at, 'action', l.action, 'details', l.details)
        order by l.at)
      from public.audit_log l where l.subject = my_email), '[]'::jsonb)
  );
end;
$$;
comment on function public.export_my_data() is
  'Everything the signed-in account owns or takes part in, as one JSON document (DPDP Act 2023: the right to know what is held).';
revoke all on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;

create function public.delete_my_account(password text) returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := auth.uid();
  stored text;
begin
  if me is null then
    raise exception 'Sign in to delete your account.' using errcode = '42501';
  end if;
  if private.is_demo_account(me) then
    raise exception 'The demo accounts are shared by every visitor, so they cannot be deleted. Create your own account to try this.'
      using errcode = 'LS036';
  end if;
  perform private.count_attempt('delete_my_account', me::text, 5, interval '1 hour', 'LS037',
    'Too many attempts. Please wait an hour before trying again.');
  select encrypted_password into stored from auth.users where id = me;
  if coalesce(stored, '') = '' or extensions.crypt(coalesce(password, ''), stored) <> stored then
    return false;
  end if;

  -- What others replied to stays, under '[deleted user]'.
  update public.forum_threads t set author_id = private.deleted_user()
  where t.author_id = me
    and exists (select from public.forum_replies r where r.thread_id = t.id and r.author_id <> me);
  update public.forum_replies r set author_id = private.deleted_user()
  from public.forum_threads t
  where r.author_id = me and t.id = r.thread_id and t.author_id <> me;

  delete from auth.users where id = me; -- the profile and all the rest cascade
  return true;
end;
$$;
comment on function public.delete_my_account(text) is
  'Deletes the signed-in account after its password (DPDP Act 2023: erasure). false: wrong password. Demo accounts: LS036; more than 5 attempts an hour: LS037.';
revoke all on function public.delete_my_account(text) from public, anon;
grant execute on function public.delete_my_account(text) to authenticated;
