-- Advocates, part 2 of 8. Consultation requests between a client and an advocate, and the moves of their status.
-- Split out of 20261127090000_advocates.sql: a database migrated before the split applied it
-- whole (docs/OPERATING.md 'Migrations'). The overview of the feature, who sees what and its
-- error codes: 20261127090000_advocate_profiles.sql.

-- Consultations ----------------------------------------------------------------------------------

create table public.consultations (
  id uuid primary key default gen_random_uuid(),
  client_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  advocate_id uuid not null references public.users (id) on delete cascade,
  category text not null check (category = any (public.advocate_practice_areas())),
  description text not null check (
    char_length(btrim(description, E' \t\r\n')) >= 20 and char_length(description) <= 2000
  ),
  mode text not null check (mode in ('chat', 'phone', 'video')),
  preferred_at timestamptz not null,
  status text not null default 'requested'
    check (status in ('requested', 'accepted', 'declined', 'cancelled', 'completed')),
  decline_reason text check (decline_reason is null or char_length(decline_reason) <= 500),
  cancelled_by text check (cancelled_by is null or cancelled_by in ('client', 'advocate')),
  created_at timestamptz not null default now(),
  accepted_at timestamptz,
  declined_at timestamptz,
  cancelled_at timestamptz,
  completed_at timestamptz,
  check (client_id <> advocate_id)
);
comment on table public.consultations is 'A client''s request to consult an advocate: requested -> accepted | declined | cancelled (client); accepted -> completed (advocate) | cancelled (either). Each step is timestamped.';
create index consultations_client on public.consultations (client_id, created_at desc);
create index consultations_advocate on public.consultations (advocate_id, created_at desc);
create index consultations_open_pair on public.consultations (client_id, advocate_id)
  where status in ('requested', 'accepted');

create function public.consultation_request_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    return new; -- the seed and the service role write history as it happened
  end if;
  if not exists (select 1 from public.users where id = new.client_id and plan = 'premium') then
    raise exception 'Consultation requests are part of Premium. Upgrade to Premium to connect with an advocate.'
      using errcode = 'LS014';
  end if;
  if new.advocate_id = new.client_id or not exists (
    select 1 from public.advocate_profiles as p
    join public.users as u on u.id = p.id
    where p.id = new.advocate_id and p.verification_status = 'verified' and u.role = 'advocate'
  ) then
    raise exception 'This advocate is not taking requests on LexSetu.' using errcode = 'LS015';
  end if;
  if new.preferred_at <= now() then
    raise exception 'Choose a time in the future.' using errcode = '23514';
  end if;
  if new.preferred_at > now() + interval '90 days' then
    raise exception 'Choose a time within the next 90 days.' using errcode = '23514';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('consultation:' || new.client_id::text, 0));
  if exists (
    select 1 from public.consultations
    where client_id = new.client_id and advocate_id = new.advocate_id
      and status in ('requested', 'accepted')
  ) then
    raise exception 'You already have an open request with this advocate. Follow it in Messages.'
      using errcode = 'LS016';
  end if;
  if (select count(*) from public.consultations
      where client_id = new.client_id and created_at > now() - interval '1 day') >= 10 then
    raise exception 'You can send at most 10 requests a day. Please try again tomorrow.'
      using errcode = 'LS016';
  end if;
  new.status := 'requested';
  new.created_at := now();
  return new;
end;
$$;
comment on function public.consultation_request_check() is 'Trigger: a request needs Premium (LS014), a verified advocate (LS015), a preferred time in the next 90 days, and no open request with the same advocate (LS016).';

create trigger consultations_request_check
before insert on public.consultations
for each row execute function public.consultation_request_check();

-- Who may move a request where. The service role (auth.uid() null) follows the same graph.
create function public.consultation_transition() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := (select auth.uid());
  by_client boolean := actor is not null and actor = old.client_id;
  by_advocate boolean := actor is not null and actor = old.advocate_id;
  allowed boolean;
begin
  if new.status is not distinct from old.status then
    if new.decline_reason is distinct from old.decline_reason then
      raise exception 'A reason can be given only when declining a request.' using errcode = 'LS017';
    end if;
    return new;
  end if;
  allowed := case
    when old.status = 'requested' and new.status in ('accepted', 'declined') then actor is null or by_advocate
    when old.status = 'requested' and new.status = 'cancelled' then actor is null or by_client
    when old.status = 'accepted' and new.status = 'completed' then actor is null or by_advocate
    when old.status = 'accepted' and new.status = 'cancelled' then actor is null or by_client or by_advocate
    else false
  end;
  if not allowed then
    raise exception '%', case
      when old.status in ('declined', 'cancelled', 'completed') then
        'This consultation is ' || old.status || ' and cannot change any more.'
      when by_client then 'Only the advocate can ' || case new.status
        when 'accepted' then 'accept' when 'declined' then 'decline' when 'completed' then 'complete'
        else 'change' end || ' this consultation.'
      when by_advocate and new.status = 'cancelled' then
        'Only the client can withdraw a request; you can decline it.'
      else 'A ' || old.status || ' consultation cannot become ' || new.status || '.'
    end using errcode = 'LS017';
  end if;
  if new.status <> 'declined' and new.decline_reason is distinct from old.decline_reason then
    raise exception 'A reason can be given only when declining a request.' using errcode = 'LS017';
  end if;
  case new.status
    when 'accepted' then new.accepted_at := now();
    when 'declined' then new.declined_at := now();
    when 'completed' then new.completed_at := now();
    when 'cancelled' then
      new.cancelled_at := now();
      new.cancelled_by := case when by_advocate then 'advocate' else 'client' end;
  end case;
  return new;
end;
$$;
comment on function public.consultation_transition() is 'Trigger: the allowed state changes and who may make them (LS017); timestamps each change.';

create trigger consultations_transition
before update on public.consultations
for each row execute function public.consultation_transition();
