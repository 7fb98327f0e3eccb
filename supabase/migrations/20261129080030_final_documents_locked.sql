-- A final document is locked until it is reopened. documents_check()
-- refused a change of title or answers only when the document stayed final, so one PATCH that
-- reopened it (status final -> draft) could change its answers too. Now any change of title or
-- answers to a document that *was* final is refused (LS023), whatever the new status; reopening
-- alone is allowed, and the edit comes in a later save. A trigger of its own, after
-- documents_check (triggers of one event fire in name order), so that the Premium check answers
-- first and whatever else documents_check does stays its own.

create function public.document_final_lock() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status = 'final' and (new.title, new.answers) is distinct from (old.title, old.answers) then
    raise exception 'This document is final. Reopen it as a draft to edit it.' using errcode = 'LS023';
  end if;
  return new;
end;
$$;
comment on function public.document_final_lock() is 'Trigger: the title and answers of a final document do not change, not even in the update that reopens it (LS023).';
revoke all on function public.document_final_lock() from public, anon, authenticated;

create trigger documents_final_locked
before update of title, answers on public.documents
for each row execute function public.document_final_lock();
