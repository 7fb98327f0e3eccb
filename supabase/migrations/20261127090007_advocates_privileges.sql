-- Advocates, part 8 of 8. Privileges and policies of the advocates' tables, views and functions.
-- Split out of 20261127090000_advocates.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations'). The overview of the feature, who sees what and its
-- error codes: 20261127090000_advocate_profiles.sql.

-- Privileges and policies ------------------------------------------------------------------------

alter table public.advocate_profiles enable row level security;
alter table public.advocate_bank_details enable row level security;
alter table public.advocate_profile_views enable row level security;
alter table public.consultations enable row level security;
alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.conversation_reads enable row level security;
alter table public.advocate_reviews enable row level security;

revoke all on public.advocate_profiles, public.advocate_bank_details,
  public.advocate_profile_views, public.consultations, public.conversations, public.messages,
  public.conversation_reads, public.advocate_reviews, public.advocate_directory,
  public.advocate_review_cards, public.consultation_cards, public.conversation_cards
from anon, authenticated;
grant all on public.advocate_profiles, public.advocate_bank_details,
  public.advocate_profile_views, public.consultations, public.conversations, public.messages,
  public.conversation_reads, public.advocate_reviews
to service_role;
grant select on public.advocate_directory, public.advocate_review_cards,
  public.consultation_cards, public.conversation_cards
to authenticated, service_role;

-- The owner reads the whole row (RLS); writes never reach verification, rating or search.
grant select on public.advocate_profiles to authenticated;
grant insert (id, display_name, city, state, languages, bio, practice_areas, courts,
  enrolment_year, fee_inr, bar_council_enrolment_no, state_bar_council)
on public.advocate_profiles to authenticated;
-- id too: an upsert sets every column it sends (the policy keeps it the owner's own).
grant update (id, display_name, city, state, languages, bio, practice_areas, courts,
  enrolment_year, fee_inr, bar_council_enrolment_no, state_bar_council)
on public.advocate_profiles to authenticated;

grant select, delete on public.advocate_bank_details to authenticated;
grant insert (advocate_id, account_holder, upi_id, account_number, ifsc),
  update (advocate_id, account_holder, upi_id, account_number, ifsc)
on public.advocate_bank_details to authenticated;

grant select on public.consultations to authenticated;
grant insert (advocate_id, category, description, mode, preferred_at) on public.consultations to authenticated;
grant update (status, decline_reason) on public.consultations to authenticated;

grant select on public.conversations, public.messages, public.advocate_reviews to authenticated;
grant insert (id, conversation_id, body) on public.messages to authenticated;
grant insert (consultation_id, rating, comment) on public.advocate_reviews to authenticated;

revoke all on function
  public.advocate_profile_check(), public.advocate_profile_sync_badge(),
  public.consultation_request_check(), public.consultation_transition(),
  public.consultation_open_conversation(), public.message_check(),
  public.message_touch_conversation(), public.advocate_review_check(),
  public.advocate_review_rating(), public.is_conversation_participant(uuid),
  public.advocate_profile_status(public.advocate_profiles, boolean),
  public.advocate_directory_page(text, text, text, text, text, integer, integer, text, uuid, integer),
  public.record_profile_view(uuid), public.mark_conversation_read(uuid),
  public.my_advocate_profile_status(), public.advocate_dashboard_stats()
from public, anon;
revoke all on function
  public.advocate_profile_check(), public.advocate_profile_sync_badge(),
  public.consultation_request_check(), public.consultation_transition(),
  public.consultation_open_conversation(), public.message_check(),
  public.message_touch_conversation(), public.advocate_review_check(),
  public.advocate_review_rating()
from authenticated;
grant execute on function
  public.is_conversation_participant(uuid),
  public.advocate_directory_page(text, text, text, text, text, integer, integer, text, uuid, integer),
  public.record_profile_view(uuid), public.mark_conversation_read(uuid),
  public.my_advocate_profile_status(), public.advocate_dashboard_stats()
to authenticated, service_role;
revoke all on function public.operator_advocates(boolean) from public, anon, authenticated;
grant execute on function public.operator_advocates(boolean) to service_role;
revoke all on all functions in schema private from public, anon, authenticated;

create policy "Advocates read their own profile"
on public.advocate_profiles for select to authenticated
using ((select auth.uid()) = id);

create policy "Advocates create their own profile"
on public.advocate_profiles for insert to authenticated
with check ((select auth.uid()) = id);

create policy "Advocates edit their own profile"
on public.advocate_profiles for update to authenticated
using ((select auth.uid()) = id)
with check ((select auth.uid()) = id);

create policy "Advocates read their own bank details"
on public.advocate_bank_details for select to authenticated
using ((select auth.uid()) = advocate_id);

create policy "Advocates add their own bank details"
on public.advocate_bank_details for insert to authenticated
with check (
  (select auth.uid()) = advocate_id
  and exists (select 1 from public.users where id = (select auth.uid()) and role = 'advocate')
);

create policy "Advocates change their own bank details"
on public.advocate_bank_details for update to authenticated
using ((select auth.uid()) = advocate_id)
with check ((select auth.uid()) = advocate_id);

create policy "Advocates remove their own bank details"
on public.advocate_bank_details for delete to authenticated
using ((select auth.uid()) = advocate_id);

create policy "Both sides read their consultations"
on public.consultations for select to authenticated
using ((select auth.uid()) in (client_id, advocate_id));

create policy "Clients request consultations as themselves"
on public.consultations for insert to authenticated
with check ((select auth.uid()) = client_id);

create policy "Both sides move their consultations along"
on public.consultations for update to authenticated
using ((select auth.uid()) in (client_id, advocate_id))
with check ((select auth.uid()) in (client_id, advocate_id));

create policy "Participants read their conversations"
on public.conversations for select to authenticated
using ((select auth.uid()) in (client_id, advocate_id));

create policy "Participants read their messages"
on public.messages for select to authenticated
using (public.is_conversation_participant(conversation_id));

create policy "Participants write as themselves"
on public.messages for insert to authenticated
with check ((select auth.uid()) = sender_id and public.is_conversation_participant(conversation_id));

create policy "Both sides read their reviews"
on public.advocate_reviews for select to authenticated
using ((select auth.uid()) in (client_id, advocate_id));

create policy "Clients review as themselves"
on public.advocate_reviews for insert to authenticated
with check ((select auth.uid()) = client_id);

-- A database seeded before this migration records the demo's (new) state now; seed.sql does it on
-- new databases.
select private.snapshot_demo_content()
where exists (select 1 from auth.users where raw_app_meta_data ->> 'demo' = 'true');
