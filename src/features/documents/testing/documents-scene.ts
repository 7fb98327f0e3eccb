import type { UserProfile } from '@/lib/auth'
import { buildSignedInAuth } from '@/testing/factories'
import type { SignedInMember, withRealBackend } from '@/testing/real-backend'
import type { DocumentRow } from '../api/document-schema'

type RealBackend = ReturnType<typeof withRealBackend>

/**
 * A member signed up through the real auth, on `plan` (Premium unless told: saving needs it);
 * `isDemo` makes the signed-in state a demo visitor's (tests only).
 */
export async function documentsMember(
  backend: RealBackend,
  { plan = 'premium', isDemo = false }: { plan?: UserProfile['plan']; isDemo?: boolean } = {},
): Promise<SignedInMember> {
  const member = await backend.signUp({ name: 'Asha Rao' })
  await setPlan(backend, member, plan)
  return { ...member, auth: buildSignedInAuth({ ...member.auth.profile, plan }, { isDemo }) }
}

/** Only the database changes a plan (an operator's grant, or its end). */
export const setPlan = (backend: RealBackend, member: SignedInMember, plan: UserProfile['plan']) =>
  backend.sql('update public.users set plan = $2 where id = $1', [member.id, plan])

/**
 * A document of `owner` stored directly (a draft of the affidavit unless told), as the API shows
 * it, without a request (a test's faults and requests are the screen's). `updated_at` is kept as
 * given (the database stamps only the app's saves).
 */
export async function storeDocument(
  backend: RealBackend,
  owner: { id: string },
  document: Partial<Omit<DocumentRow, 'version' | 'created_at'>> = {},
): Promise<DocumentRow> {
  const [{ row }] = await backend.sql<{ row: DocumentRow }>(
    `insert into public.documents (id, owner_id, template, title, answers, status, updated_at)
     values (coalesce($1, gen_random_uuid()), $2, $3, $4, $5, $6, coalesce($7, now()))
     returning to_jsonb(documents) - 'owner_id' as row`,
    [
      document.id ?? null,
      owner.id,
      document.template ?? 'affidavit',
      document.title ?? 'Affidavit for change of name',
      JSON.stringify(document.answers ?? {}),
      document.status ?? 'draft',
      document.updated_at ?? null,
    ],
  )
  return row
}

/** Another tab or device saves the document: the database bumps its version. */
export const changeElsewhere = (
  backend: RealBackend,
  id: string,
  changes: Partial<Pick<DocumentRow, 'title' | 'answers' | 'status'>>,
) =>
  backend.sql(
    `update public.documents set title = coalesce($2, title), answers = coalesce($3, answers),
       status = coalesce($4, status) where id = $1`,
    [
      id,
      changes.title ?? null,
      changes.answers ? JSON.stringify(changes.answers) : null,
      changes.status ?? null,
    ],
  )

/** The member's documents as the database keeps them, oldest first. */
export const storedDocuments = (backend: RealBackend, owner: { id: string }) =>
  backend.sql<Pick<DocumentRow, 'id' | 'template' | 'title' | 'answers' | 'status' | 'version'>>(
    `select id, template, title, answers, status, version from public.documents
     where owner_id = $1 order by created_at, id`,
    [owner.id],
  )
