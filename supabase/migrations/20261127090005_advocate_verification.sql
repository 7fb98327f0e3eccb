-- Advocates, part 6 of 8. The operator functions that verify or reject an advocate.
-- Split out of 20261127090000_advocates.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations'). The overview of the feature, who sees what and its
-- error codes: 20261127090000_advocate_profiles.sql.

-- Operators: verification lives in advocate_profiles now --------------------------------------
-- Accounts verified before profiles existed keep their badge as a verified profile.
insert into public.advocate_profiles (id, display_name, verification_status, verified_at)
select u.id, u.name, 'verified', now()
from public.users as u
where u.role = 'advocate' and u.is_verified
on conflict (id) do nothing;

drop function public.operator_advocates(boolean);
create function public.operator_advocates(pending boolean default false) returns table (
  email text,
  name text,
  is_verified boolean,
  status text,
  reason text,
  enrolment_no text,
  bar_council text,
  submitted_at timestamptz,
  created_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select u.email, coalesce(p.display_name, u.name), u.is_verified,
    coalesce(p.verification_status, 'unverified'), p.verification_reason,
    p.bar_council_enrolment_no, p.state_bar_council, p.submitted_at, u.created_at
  from public.users as u
  left join public.advocate_profiles as p on p.id = u.id
  where u.role = 'advocate' and (not pending or p.verification_status = 'pending')
  order by p.submitted_at nulls last, u.created_at, u.email
$$;
comment on function public.operator_advocates(boolean) is 'Operators: advocate accounts with their verification (unverified, pending, verified, or rejected with the reason) and the enrolment details to check; pending => only those waiting, oldest submission first.';

create or replace function public.operator_verify_advocate(email text, operator text) returns jsonb
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
  if exists (
    select 1 from public.advocate_profiles where id = account.id and verification_status = 'verified'
  ) then
    return jsonb_build_object('email', account.email, 'changed', false);
  end if;
  insert into public.advocate_profiles (id, verification_status, verified_at)
  values (account.id, 'verified', now())
  on conflict (id) do update
  set verification_status = 'verified', verification_reason = null, verified_at = now();
  insert into public.audit_log (actor, action, subject)
  values (btrim(operator), 'verify-advocate', account.email);
  return jsonb_build_object('email', account.email, 'changed', true);
end;
$$;

create or replace function public.operator_reject_advocate(email text, reason text, operator text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  account public.users;
  why text := btrim(reason);
  profile public.advocate_profiles;
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
  select * into profile from public.advocate_profiles where id = account.id;
  if profile.verification_status = 'rejected' and profile.verification_reason = why then
    return jsonb_build_object('email', account.email, 'changed', false);
  end if;
  insert into public.advocate_profiles (id, verification_status, verification_reason, verified_at)
  values (account.id, 'rejected', why, null)
  on conflict (id) do update
  set verification_status = 'rejected', verification_reason = why, verified_at = null;
  insert into public.audit_log (actor, action, subject, details)
  values (
    btrim(operator), 'reject-advocate', account.email,
    jsonb_build_object('reason', why, 'was_verified', coalesce(profile.verification_status = 'verified', false))
  );
  return jsonb_build_object('email', account.email, 'changed', true);
end;
$$;
