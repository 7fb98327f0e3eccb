-- The platform layer that hosted Supabase provides before any app migration runs:
-- roles, schemas, grants, auth helper functions and GoTrue's auth tables (same column names,
-- so app triggers and foreign keys to auth.users work unchanged). Idempotent: runs on every start.
--
-- Run by the database's superuser: supabase_admin on a database the embedded backend created,
-- as in Supabase's image (whoever DATABASE_URL names otherwise). The migrations then run as
-- postgres, which on hosted Supabase is not a superuser: it owns what the migrations create,
-- reads and writes auth's tables through grants, and may add triggers to auth.users as a member
-- of supabase_auth_admin, their owner. So a migration that needs more fails here, not in
-- production (server/db/migrate.ts).

do $$
begin
  if not exists (select from pg_roles where rolname = 'postgres') then
    create role postgres login createdb createrole replication bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator noinherit login;
  end if;
  if not exists (select from pg_roles where rolname = 'supabase_auth_admin') then
    create role supabase_auth_admin noinherit createrole login;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

create schema if not exists extensions;
create schema if not exists auth;
create schema if not exists supabase_migrations;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema public to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;
grant all on schema auth to supabase_auth_admin;

-- What the image grants postgres when it demotes it (a superuser has it all already).
do $$
begin
  if current_user <> 'postgres' then
    execute format('grant all on database %I to postgres', current_database());
    grant all on schema public, auth, extensions, supabase_migrations to postgres;
    grant anon, authenticated, service_role, supabase_auth_admin to postgres;
  end if;
end
$$;

-- Hosted Supabase's default privileges, set once on a new database (no migration table yet): a
-- migration may revoke them (EXECUTE on new functions is, for one), and a restart must not grant
-- them back. Since 30 October 2026 new tables and sequences in public are no longer granted to the
-- API roles: every migration grants what each role may do, and a missing grant fails here too.
do $$
begin
  if to_regclass('supabase_migrations.schema_migrations') is null then
    alter default privileges for role postgres in schema public
      grant all on functions to postgres, anon, authenticated, service_role;
  end if;
end
$$;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';

create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_sso_user boolean not null default false,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;
comment on table auth.users is 'Auth: stores user login data within a secure schema.';

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid primary key default gen_random_uuid(),
  unique (provider_id, provider)
);
comment on table auth.identities is 'Auth: stores identities associated to a user.';

create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal text,
  not_after timestamptz,
  refreshed_at timestamp,
  user_agent text,
  ip inet,
  tag text
);
comment on table auth.sessions is 'Auth: stores session data associated to a user.';

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) unique,
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
comment on table auth.refresh_tokens is 'Auth: store of tokens used to refresh JWT tokens once they expire.';

create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null constraint amr_id_pk primary key,
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
comment on table auth.mfa_amr_claims is 'auth: stores authenticator method reference claims for multi factor authentication';

-- Not part of GoTrue: where the embedded backend drops the e-mails it would have sent.
create table if not exists auth.dev_mailbox (
  id bigserial primary key,
  recipient text not null,
  subject text not null,
  body text not null,
  link text,
  created_at timestamptz not null default now()
);
comment on table auth.dev_mailbox is 'Embedded backend only: e-mails that would have been sent (no SMTP).';

-- Not part of GoTrue: wrong e-mailed codes per address. After a few, the address's outstanding
-- codes are spent (a 6-digit code could otherwise be guessed within its hour).
create table if not exists auth.otp_failures (
  email text primary key,
  failures integer not null,
  last_failed_at timestamptz not null
);
comment on table auth.otp_failures is 'Embedded backend only: wrong verification codes per address since the last code was sent.';

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- Auth's tables and helpers belong to supabase_auth_admin, as GoTrue's migrations leave them;
-- postgres reads and writes them through grants. The migration tables are the CLI's, run as
-- postgres.
do $$
declare
  object record;
begin
  if current_user <> 'postgres' then
    for object in
      -- A table's own sequences (bigserial) move with it.
      select c.oid::regclass as name
      from pg_class as c
      where c.relnamespace = 'auth'::regnamespace and c.relkind = 'r'
        and c.relowner <> 'supabase_auth_admin'::regrole
    loop
      execute format('alter table %s owner to supabase_auth_admin', object.name);
    end loop;
    for object in
      select p.oid::regprocedure as name from pg_proc as p
      where p.pronamespace = 'auth'::regnamespace and p.proowner <> 'supabase_auth_admin'::regrole
    loop
      execute format('alter function %s owner to supabase_auth_admin', object.name);
    end loop;
    grant all on all tables in schema auth to postgres;
    grant all on all sequences in schema auth to postgres;
    grant all on all routines in schema auth to postgres;
    alter table supabase_migrations.schema_migrations owner to postgres;
    alter table supabase_migrations.seed_files owner to postgres;
  end if;
end
$$;

-- Realtime. Hosted Supabase has the supabase_realtime publication, owned by postgres, and
-- migrations add tables to it; its Realtime server reads their changes from logical replication.
-- The embedded server (server/realtime) has no replication slot on PGlite, so each published
-- table gets a trigger that NOTIFYs the primary key of every changed row (and its short values);
-- the server re-reads the row as each subscriber. Long values never travel: a NOTIFY payload over
-- 8,000 bytes would abort the writer's transaction.
do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime owner to postgres;

create schema if not exists realtime;

create or replace function realtime.notify_row_change() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  message jsonb := jsonb_build_object('schema', tg_table_schema, 'table', tg_table_name, 'type', tg_op);
  row_values jsonb;
begin
  -- tg_argv: the table's primary key columns (realtime.sync_change_triggers()).
  if tg_op <> 'DELETE' then
    row_values := pg_catalog.to_jsonb(new);
    -- The short values too (ids, numbers, states): the server skips a subscriber whose filter
    -- they fail without reading the row. Long ones (a message's text) stay out of the payload.
    message := message || jsonb_build_object(
      'key', (select pg_catalog.jsonb_object_agg(k, row_values -> k) from unnest(tg_argv) as k),
      'values', (select pg_catalog.jsonb_object_agg(e.key, e.value)
                 from pg_catalog.jsonb_each(row_values) as e
                 where pg_catalog.octet_length(e.value::text) <= 200));
  end if;
  if tg_op <> 'INSERT' then
    row_values := pg_catalog.to_jsonb(old);
    message := message || jsonb_build_object(
      'old_key', (select pg_catalog.jsonb_object_agg(k, row_values -> k) from unnest(tg_argv) as k));
  end if;
  if pg_catalog.octet_length(message::text) > 7900 then
    message := message - 'values';
  end if;
  if pg_catalog.octet_length(message::text) > 7900 then
    raise warning 'realtime: the primary key of a row of %.% is too long to notify', tg_table_schema, tg_table_name;
  else
    perform pg_catalog.pg_notify('realtime', message::text);
  end if;
  return null;
end;
$$;
comment on function realtime.notify_row_change() is 'Trigger of the embedded Realtime server: NOTIFY realtime with the changed row''s primary key.';

create or replace function realtime.sync_change_triggers() returns void
language plpgsql
set search_path = ''
as $$
declare
  target record;
begin
  for target in
    select g.tgrelid::regclass as rel
    from pg_catalog.pg_trigger as g
    where g.tgname = 'realtime_row_change'
      and not exists (
        select from pg_catalog.pg_publication_rel as r
        join pg_catalog.pg_publication as p on p.oid = r.prpubid
        where p.pubname = 'supabase_realtime' and r.prrelid = g.tgrelid)
  loop
    execute format('drop trigger realtime_row_change on %s', target.rel);
  end loop;
  for target in
    select r.prrelid::regclass as rel,
      (select pg_catalog.string_agg(pg_catalog.quote_literal(a.attname), ', ' order by k.n)
       from pg_catalog.pg_index as i
       cross join unnest(i.indkey) with ordinality as k (attnum, n)
       join pg_catalog.pg_attribute as a on a.attrelid = i.indrelid and a.attnum = k.attnum
       where i.indrelid = r.prrelid and i.indisprimary) as keys
    from pg_catalog.pg_publication_rel as r
    join pg_catalog.pg_publication as p on p.oid = r.prpubid
    where p.pubname = 'supabase_realtime'
  loop
    if target.keys is null then
      raise warning 'realtime: % has no primary key, so its changes are not sent', target.rel;
      continue;
    end if;
    execute format(
      'create or replace trigger realtime_row_change after insert or update or delete on %s '
      'for each row execute function realtime.notify_row_change(%s)', target.rel, target.keys);
  end loop;
end;
$$;
comment on function realtime.sync_change_triggers() is 'Gives every table of the supabase_realtime publication the trigger of realtime.notify_row_change(), and takes it off the others. Run after migrations.';
revoke all on function realtime.sync_change_triggers() from public;
