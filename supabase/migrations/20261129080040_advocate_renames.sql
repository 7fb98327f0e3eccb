-- A verified advocate's name is part of what LexSetu verified. An advocate
-- could take any name once verified, another verified advocate's exact name included, and keep the
-- badge. The names shown are advocate_profiles.display_name (the directory, consultations and
-- messages; the account's name when it is empty) and users.name (the forum's bylines, next to the
-- 'Verified Advocate' badge). When a verified advocate changes either so that what is shown
-- changes, the verification is asked for again: the profile goes back to pending (unverified
-- without enrolment details, as advocate_profile_check() does), and the badge trigger takes
-- users.is_verified with it. The operator functions and the service role (no auth.uid()) rename
-- without that. Triggers of their own, so that other rules on these tables stay their own.

-- The state a verified profile goes back to when its owner changes what LexSetu checked.
create function private.reverify(profile public.advocate_profiles) returns public.advocate_profiles
language plpgsql
stable
set search_path = ''
as $$
begin
  profile.verification_status := case
    when profile.bar_council_enrolment_no is not null and profile.state_bar_council is not null
      then 'pending'
    else 'unverified'
  end;
  profile.submitted_at := case when profile.verification_status = 'pending' then now() end;
  profile.verified_at := null;
  profile.verification_reason := null;
  return profile;
end;
$$;

create function public.advocate_profile_rename() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account_name text := (select nullif(btrim(u.name), '') from public.users as u where u.id = new.id);
begin
  if (select auth.uid()) is not null
    and old.verification_status = 'verified' and new.verification_status = 'verified'
    and coalesce(nullif(btrim(new.display_name), ''), account_name)
      is distinct from coalesce(nullif(btrim(old.display_name), ''), account_name)
  then
    new := private.reverify(new);
  end if;
  return new;
end;
$$;
comment on function public.advocate_profile_rename() is 'Trigger: a verified advocate who changes the name the directory shows goes back to pending (unless the operator renames).';
revoke all on function public.advocate_profile_rename() from public, anon, authenticated;

-- After advocate_profiles_check (name order), which decides on changed enrolment details first.
create trigger advocate_profiles_rename
before update of display_name on public.advocate_profiles
for each row execute function public.advocate_profile_rename();

create function public.advocate_account_rename() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null then
    update public.advocate_profiles as p
    set (verification_status, submitted_at, verified_at, verification_reason) = (
      select r.verification_status, r.submitted_at, r.verified_at, r.verification_reason
      from private.reverify(p) as r
    )
    where p.id = new.id and p.verification_status = 'verified';
  end if;
  return null;
end;
$$;
comment on function public.advocate_account_rename() is 'Trigger: a verified advocate who renames their account goes back to pending (unless the operator renames).';
revoke all on function public.advocate_account_rename() from public, anon, authenticated;

-- After the update: the profile's badge trigger then writes users.is_verified of this same row.
create trigger "Verified advocates who rename go back to pending"
after update of name on public.users
for each row when (
  new.role = 'advocate' and new.is_verified
  and nullif(btrim(new.name), '') is distinct from nullif(btrim(old.name), '')
)
execute function public.advocate_account_rename();
