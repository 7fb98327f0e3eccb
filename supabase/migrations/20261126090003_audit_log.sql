-- Plans and operations, part 4 of 6: the audit log.
-- Split out of 20261126090000_plans_and_operations.sql: a database migrated before the split
-- applied it whole (docs/OPERATING.md 'Migrations').
-- The overview: 20261126090000_forum_reply_counts_fix.sql.

-- Audit log -------------------------------------------------------------------------------------

create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor text not null check (char_length(btrim(actor)) between 1 and 200),
  action text not null,
  subject text,
  details jsonb not null default '{}'::jsonb
);
comment on table public.audit_log is 'Every change an operator made (who, what, when), written by the operator_* functions. Read only by the service role; nobody edits it through the API.';
comment on column public.audit_log.actor is 'Who ran the command: LEXSETU_OPERATOR, or user@host of the operator''s machine.';
comment on column public.audit_log.subject is 'The e-mail of the account the change was about, if any.';
create index audit_log_recent on public.audit_log (at desc);
create index audit_log_subject on public.audit_log (subject, at desc);

alter table public.audit_log enable row level security;
revoke all on public.audit_log from anon, authenticated, service_role;
grant select on public.audit_log to service_role;
