-- The demo shows both sides of a consultation. The demo advocate was pending
-- verification, so nobody could find or request it (LS015), and a visitor could try the request
-- as the client or the answer as the advocate, never request -> accept between the two.
--
-- - The demo advocate is verified (seed.sql on new databases; below for a database seeded
--   before): listed in the directory, requestable by the normal rules, with the forum badge. Its
--   checklist still has parts to do: no fee yet (professional details), which a visitor may fill
--   in, and no bank details, which the demo takes none of (LS012): 50%.
-- - Its enrolment details (Bar Council enrolment number and State Bar Council) keep the lock of its
--   name and bio (LS012): changing them would send the profile back to pending and take the demo
--   advocate out of the directory for every visitor until the next reset.
-- - Nothing else changes. The seeded accepted consultation between the two demo accounts does not
--   block a request: a demo visit's open requests are only its own (20261129080200, LS016/LS032).
--   LS031 (the demo consults only the seed's fictional advocates) admits the demo advocate, whose
--   id is of the seed's form. The demo reset removes the visitors' requests with everything
--   attached, as any consultation of the demo accounts that the seed did not write.

-- The lock: refuse_demo_profile_change() of 20261129080100_demo_integrity.sql, with the enrolment
-- details. Only a change by the account itself is refused; the seed, the reset and operators may
-- write them, and a save that resends the same values passes.
create or replace function public.refuse_demo_profile_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is distinct from new.id or not private.is_demo_account(new.id) then
    return new;
  end if;
  if new.display_name is distinct from old.display_name then
    raise exception 'The demo profiles are shared by every visitor, so their name cannot be changed. Create your own account to choose a name.'
      using errcode = 'LS012';
  end if;
  if new.bio is distinct from old.bio then
    raise exception 'The demo profiles are shared by every visitor, so their bio cannot be changed. Create your own account to write one.'
      using errcode = 'LS012';
  end if;
  if (new.bar_council_enrolment_no, new.state_bar_council)
    is distinct from (old.bar_council_enrolment_no, old.state_bar_council) then
    raise exception 'The demo profiles are shared by every visitor, so their enrolment details cannot be changed. Create your own advocate account to send yours.'
      using errcode = 'LS012';
  end if;
  return new;
end;
$$;
comment on function public.refuse_demo_profile_change() is 'Trigger: a shared demo account cannot change its advocate profile''s display name, bio or enrolment details (LS012).';
revoke all on function public.refuse_demo_profile_change() from public, anon, authenticated, service_role;

-- Named so that it fires before advocate_profiles_check (triggers fire in name order), which
-- would otherwise have set the profile to pending already.
drop trigger if exists "Demo profiles keep their names" on public.advocate_profiles;
create trigger "Demo profiles keep their names"
before update of display_name, bio, bar_council_enrolment_no, state_bar_council
on public.advocate_profiles
for each row execute function public.refuse_demo_profile_change();

-- A database seeded before this migration: the demo advocate as seed.sql now seeds it, in the
-- live row and in the reset's snapshot (not a new snapshot, which would take visitors' current
-- changes for the seed). As the table owner, without auth.uid(): the status rules of
-- advocate_profile_check() do not apply, and the badge trigger sets users.is_verified. On a new
-- database the demo accounts do not exist yet here, and nothing matches.
update private.demo_snapshot as s
set row_data = s.row_data || jsonb_build_object(
  'verification_status', 'verified',
  'verification_reason', null,
  'verified_at', coalesce(nullif(s.row_data -> 'verified_at', 'null'::jsonb), to_jsonb(now())),
  'fee_inr', null
)
where s.relation = 'public.advocate_profiles'
  and (s.row_data ->> 'id')::uuid = 'd3000000-0000-4000-8000-000000000002'
  and private.is_demo_account('d3000000-0000-4000-8000-000000000002');

update private.demo_snapshot as s
set row_data = s.row_data || '{"is_verified": true}'::jsonb
where s.relation = 'public.users'
  and (s.row_data ->> 'id')::uuid = 'd3000000-0000-4000-8000-000000000002'
  and private.is_demo_account('d3000000-0000-4000-8000-000000000002');

update public.advocate_profiles as p
set verification_status = 'verified', verification_reason = null,
  verified_at = coalesce(p.verified_at, now()), fee_inr = null
where p.id = 'd3000000-0000-4000-8000-000000000002'
  and private.is_demo_account(p.id)
  and p.bar_council_enrolment_no is not null and p.state_bar_council is not null;
