-- One definition of Premium: private.is_premium(account), used by every rule that depends on the
-- plan, instead of the same users.plan = 'premium' lookup written in each of them. The rules
-- (docs/PRODUCT.md §3): a consultation request needs Premium (LS014), saving a document needs
-- Premium (LS021), and a Premium user has nothing to ask an upgrade for (LS010). The three trigger
-- functions below are re-created unchanged but for that check.

create function private.is_premium(account uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.users where id = account and plan = 'premium')
$$;
comment on function private.is_premium(uuid) is 'Whether the account is on the Premium plan now (public.users.plan); for the rules that need Premium.';
-- Called only by the definer functions below (owned by postgres): nobody else needs to learn
-- another account's plan.
revoke all on function private.is_premium(uuid) from public, anon, authenticated, service_role;

-- Consultation requests need Premium (LS014) ------------------------------------------------
create or replace function public.consultation_request_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  counted_for text := private.attempt_actor();
begin
  if (select auth.uid()) is null then
    return new; -- the seed and the service role write history as it happened
  end if;
  if not private.is_premium(new.client_id) then
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
  -- A demo visitor's open requests are those of their visit, so none blocks the next visitor.
  if exists (
    select 1 from public.consultations as c
    where c.client_id = new.client_id and c.advocate_id = new.advocate_id
      and c.status in ('requested', 'accepted')
      and (
        counted_for not like 'visit:%'
        or c.id in (
          select a.subject from private.write_attempts as a
          where a.kind = 'consultations' and a.actor = counted_for
        )
      )
  ) then
    raise exception 'You already have an open request with this advocate. Follow it in Messages.'
      using errcode = 'LS016';
  end if;
  perform private.count_my_attempt(
    'consultations', 10, interval '1 day', 'LS016',
    'You can send at most 10 requests a day. Please try again tomorrow.',
    5, 'The demo allows 5 consultation requests per visit. Create a free account to send more.',
    new.id
  );
  new.status := 'requested';
  new.created_at := now();
  return new;
end;
$$;

-- Saving a document needs Premium (LS021) ---------------------------------------------------
create or replace function public.document_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is not null
    and not private.is_premium((select auth.uid())) then
    raise exception 'Saving documents is part of Premium. Upgrade to Premium to save and download documents.'
      using errcode = 'LS021';
  end if;
  if tg_op = 'INSERT' then
    -- One insert at a time per owner, so that two parallel ones cannot both pass the count. A
    -- retried create of a stored id is left to the primary key (23505).
    perform pg_advisory_xact_lock(hashtextextended('documents:' || new.owner_id::text, 0));
    if not exists (select 1 from public.documents where id = new.id)
      and (select count(*) from public.documents where owner_id = new.owner_id) >= 200 then
      raise exception 'You have 200 saved documents, the most an account can keep. Delete one to save another.'
        using errcode = 'LS022';
    end if;
    new.version := 1;
    -- created_at and updated_at keep the default (clients cannot send them; the seed and the demo
    -- reset write their own).
    return new;
  end if;
  if old.status = 'final' and new.status = 'final'
    and (new.title, new.answers) is distinct from (old.title, old.answers) then
    raise exception 'This document is final. Reopen it as a draft to edit it.' using errcode = 'LS023';
  end if;
  new.version := old.version + 1;
  new.created_at := old.created_at;
  new.updated_at := now();
  return new;
end;
$$;

-- A Premium user has no upgrade to ask for (LS010) ------------------------------------------
create or replace function public.upgrade_request_check() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if private.is_premium(new.user_id) then
      raise exception 'You are already on the Premium plan.' using errcode = 'LS010';
    end if;
    if exists (
      select 1 from public.upgrade_requests where user_id = new.user_id and status = 'requested'
    ) then
      raise exception 'You already have an upgrade request open. We will contact you soon.'
        using errcode = 'LS009';
    end if;
    perform private.count_my_attempt(
      'upgrade_requests', 5, interval '1 day', 'LS035',
      'You can ask to upgrade at most 5 times a day. Please try again tomorrow.',
      3, 'The demo allows 3 upgrade requests per visit. Create a free account to ask for Premium.'
    );
  elsif new.status is distinct from old.status then
    new.resolved_at := case when new.status = 'requested' then null else now() end;
  end if;
  return new;
end;
$$;
