-- Plans and operations, part 6 of 6: the operator functions.
-- Split out of 20261126090000_plans_and_operations.sql: a database migrated before the split
-- applied it whole (docs/OPERATING.md 'Migrations').
-- The overview: 20261126090000_forum_reply_counts_fix.sql.

-- Operator functions ----------------------------------------------------------------------------
-- Called by `npm run admin` with the service role. Each one changes something only when there is
-- something to change, and records that change in audit_log in the same transaction.

create function private.account_by_email(email text) returns public.users
language plpgsql
stable
set search_path = ''
as $$
declare
  account public.users;
begin
  select * into account from public.users as u where u.email = lower(btrim($1));
  if not found then
    raise exception 'No LexSetu account has the e-mail %.', lower(btrim($1)) using errcode = 'LS008';
  end if;
  return account;
end;
$$;

create function private.check_operator(operator text) returns void
language plpgsql
immutable
set search_path = ''
as $$
begin
  if operator is null or char_length(btrim(operator)) not between 1 and 200 then
    raise exception 'Name the operator (1-200 characters).' using errcode = '22023';
  end if;
end;
$$;

create function public.operator_upgrade_requests() returns table (
  id uuid,
  requested_at timestamptz,
  email text,
  name text,
  plan text,
  invoice_name text,
  phone text,
  note text
)
language sql
stable
security definer
set search_path = ''
as $$
  select r.id, r.created_at, u.email, u.name, u.plan, r.invoice_name, r.phone, r.note
  from public.upgrade_requests as r
  join public.users as u on u.id = r.user_id
  where r.status = 'requested'
  order by r.created_at, r.id
$$;
comment on function public.operator_upgrade_requests() is 'Operators: the open upgrade requests, oldest first.';

create function public.operator_set_plan(email text, plan text, operator text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account public.users;
  closed integer;
begin
  perform private.check_operator(operator);
  if plan is null or plan not in ('free', 'premium') then
    raise exception 'Unknown plan: use free or premium.' using errcode = '22023';
  end if;
  account := private.account_by_email(email);
  -- Granting answers the open request; revoking closes it too (the operator decided).
  update public.upgrade_requests as r
  set status = case when $2 = 'premium' then 'granted' else 'cancelled' end
  where r.user_id = account.id and r.status = 'requested';
  get diagnostics closed = row_count;
  if account.plan = $2 and closed = 0 then
    return jsonb_build_object('email', account.email, 'plan', account.plan, 'changed', false);
  end if;
  update public.users as u set plan = $2 where u.id = account.id;
  insert into public.audit_log (actor, action, subject, details)
  values (
    btrim(operator),
    case when $2 = 'premium' then 'grant-premium' else 'revoke-premium' end,
    account.email,
    jsonb_build_object('from', account.plan, 'to', $2, 'closed_requests', closed)
  );
  return jsonb_build_object('email', account.email, 'plan', $2, 'changed', true);
end;
$$;
comment on function public.operator_set_plan(text, text, text) is 'Operators: puts an account on the free or premium plan (closing an open upgrade request) and audits it; unknown e-mail LS008.';

create function public.operator_advocates(pending boolean default false) returns table (
  email text,
  name text,
  is_verified boolean,
  status text,
  reason text,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.email, a.name, a.is_verified, a.status, a.reason, a.created_at
  from (
    select u.email, u.name, u.is_verified, u.created_at,
      case
        when u.is_verified then 'verified'
        when last.action = 'reject-advocate' then 'rejected'
        else 'pending'
      end as status,
      case when not u.is_verified and last.action = 'reject-advocate'
        then last.details ->> 'reason' end as reason
    from public.users as u
    left join lateral (
      select l.action, l.details from public.audit_log as l
      where l.subject = u.email and l.action in ('verify-advocate', 'reject-advocate')
      order by l.at desc, l.id desc
      limit 1
    ) as last on true
    where u.role = 'advocate'
  ) as a
  where not pending or a.status = 'pending'
  order by a.created_at, a.email
$$;
comment on function public.operator_advocates(boolean) is 'Operators: advocate accounts with their verification (verified, pending, or rejected with the reason of the last decision); pending => only those waiting.';

create function public.operator_verify_advocate(email text, operator text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account public.users;
begin
  perform private.check_operator(operator);
  account := private.account_by_email(email);
  if account.role <> 'advocate' then
    raise exception '% is a % account, not an advocate.', account.email, account.role
      using errcode = 'LS013';
  end if;
  if account.is_verified then
    return jsonb_build_object('email', account.email, 'changed', false);
  end if;
  update public.users as u set is_verified = true where u.id = account.id;
  insert into public.audit_log (actor, action, subject)
  values (btrim(operator), 'verify-advocate', account.email);
  return jsonb_build_object('email', account.email, 'changed', true);
end;
$$;
comment on function public.operator_verify_advocate(text, text) is 'Operators: marks an advocate account verified and audits it; unknown e-mail LS008, not an advocate LS013.';

create function public.operator_reject_advocate(email text, reason text, operator text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account public.users;
  why text := btrim(reason);
begin
  perform private.check_operator(operator);
  if why is null or char_length(why) not between 3 and 500 then
    raise exception 'Give the reason for the rejection (3-500 characters).' using errcode = '22023';
  end if;
  account := private.account_by_email(email);
  if account.role <> 'advocate' then
    raise exception '% is a % account, not an advocate.', account.email, account.role
      using errcode = 'LS013';
  end if;
  -- Rejected already, for the same reason: nothing to change.
  if not account.is_verified and (
    select l.action = 'reject-advocate' and l.details ->> 'reason' = why
    from public.audit_log as l
    where l.subject = account.email and l.action in ('verify-advocate', 'reject-advocate')
    order by l.at desc, l.id desc
    limit 1
  ) then
    return jsonb_build_object('email', account.email, 'changed', false);
  end if;
  update public.users as u set is_verified = false where u.id = account.id;
  insert into public.audit_log (actor, action, subject, details)
  values (
    btrim(operator), 'reject-advocate', account.email,
    jsonb_build_object('reason', why, 'was_verified', account.is_verified)
  );
  return jsonb_build_object('email', account.email, 'changed', true);
end;
$$;
comment on function public.operator_reject_advocate(text, text, text) is 'Operators: refuses (or withdraws) an advocate''s verification with a reason, and audits it.';

create function public.operator_contact_messages(max_rows integer default 100) returns table (
  id uuid,
  received_at timestamptz,
  name text,
  email text,
  message text,
  account_email text
)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.created_at, m.name, m.email, m.message, u.email
  from public.contact_messages as m
  left join public.users as u on u.id = m.user_id
  order by m.created_at desc, m.id desc
  limit least(greatest(coalesce(max_rows, 100), 1), 1000)
$$;
comment on function public.operator_contact_messages(integer) is 'Operators: the newest contact messages (1-1000, default 100), with the sender''s account if they were signed in.';

-- Only the service role runs these (Supabase grants execute on new functions to everyone).
revoke all on function
  public.is_demo_account(uuid),
  public.operator_reset_demo(text),
  public.operator_upgrade_requests(),
  public.operator_set_plan(text, text, text),
  public.operator_advocates(boolean),
  public.operator_verify_advocate(text, text),
  public.operator_reject_advocate(text, text, text),
  public.operator_contact_messages(integer)
from public, anon, authenticated;
grant execute on function
  public.operator_reset_demo(text),
  public.operator_upgrade_requests(),
  public.operator_set_plan(text, text, text),
  public.operator_advocates(boolean),
  public.operator_verify_advocate(text, text),
  public.operator_reject_advocate(text, text, text),
  public.operator_contact_messages(integer)
to service_role;
revoke all on all functions in schema private from public, anon, authenticated;
