-- Advocates, part 4 of 8. Reviews of completed consultations, and the ratings they make.
-- Split out of 20261127090000_advocates.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations'). The overview of the feature, who sees what and its
-- error codes: 20261127090000_advocate_profiles.sql.

-- Reviews ----------------------------------------------------------------------------------------

create table public.advocate_reviews (
  consultation_id uuid primary key references public.consultations (id) on delete cascade,
  advocate_id uuid not null references public.users (id) on delete cascade,
  client_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  rating smallint not null check (rating between 1 and 5),
  comment text check (comment is null or char_length(comment) <= 1000),
  created_at timestamptz not null default now()
);
comment on table public.advocate_reviews is 'A client''s review of a completed consultation: one per consultation, 1-5 stars. Read through advocate_review_cards, which does not name the client.';
create index advocate_reviews_advocate on public.advocate_reviews (advocate_id, created_at desc);

create function public.advocate_review_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  consultation public.consultations;
begin
  select * into consultation from public.consultations where id = new.consultation_id;
  if not found or consultation.status <> 'completed'
    or ((select auth.uid()) is not null and consultation.client_id <> (select auth.uid())) then
    raise exception 'You can review a consultation only after it is completed, and only your own.'
      using errcode = 'LS018';
  end if;
  new.advocate_id := consultation.advocate_id;
  new.client_id := consultation.client_id;
  if (select auth.uid()) is not null then
    new.created_at := now();
  end if;
  return new;
end;
$$;
comment on function public.advocate_review_check() is 'Trigger: only the client of a completed consultation reviews it (LS018); fills advocate and client from it.';

create trigger advocate_reviews_check
before insert on public.advocate_reviews
for each row execute function public.advocate_review_check();

create function public.advocate_review_rating() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  advocate uuid := coalesce(new.advocate_id, old.advocate_id);
begin
  update public.advocate_profiles as p
  set rating_avg = r.average, review_count = r.reviews
  from (
    select round(avg(rating), 2) as average, count(*)::integer as reviews
    from public.advocate_reviews where advocate_id = advocate
  ) as r
  where p.id = advocate;
  return null;
end;
$$;
comment on function public.advocate_review_rating() is 'Trigger: the advocate''s average rating and number of reviews.';

create trigger advocate_reviews_rating
after insert or update or delete on public.advocate_reviews
for each row execute function public.advocate_review_rating();
