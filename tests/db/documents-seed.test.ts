import { expect, it } from 'vitest'
import { TEMPLATES } from '../../src/features/documents/templates'
import type { DocumentType } from '../../src/features/documents/document-types'
import { describeOnEachDatabase, useMigratedDatabase } from '../support/test-databases'
import { demoAdvocate, demoClient } from './demo-accounts'
import { seedAgain } from './seed-again'
import { requestAs, signedIn, type Outcome } from './request-as'

/**
 * The demo client's documents that supabase/seeds/documents.sql writes (docs/PRODUCT.md §2 'Documents'):
 * d3d00000-…-01 to 03.
 */
const SEEDED = [
  {
    id: 'd3d00000-0000-4000-8000-000000000001',
    template: 'affidavit',
    title: 'Affidavit for change of name',
  },
  {
    id: 'd3d00000-0000-4000-8000-000000000002',
    template: 'rent_agreement',
    title: 'Rent agreement – 2BHK flat, Bengaluru',
  },
  {
    id: 'd3d00000-0000-4000-8000-000000000003',
    template: 'bail_application',
    title: 'Regular bail application',
  },
]

function rowsOf(outcome: Outcome) {
  if (!outcome.ok) throw new Error(`expected rows, got ${outcome.code}: ${outcome.message}`)
  return outcome.rows
}

describeOnEachDatabase('the documents seeded by supabase/seeds/documents.sql', (target) => {
  const db = useMigratedDatabase(target)

  it('gives the demo client exactly three drafts, one per template, saved on different days', async () => {
    const rows = rowsOf(
      await requestAs(
        db(),
        signedIn(demoClient),
        `select id, template, title, status, version, jsonb_typeof(answers) as answers,
                updated_at < now() - interval '12 hours' as in_the_past, created_at <= updated_at as ordered,
                extract(day from now() - updated_at)::int as days_ago
         from public.documents order by updated_at desc`,
      ),
    )
    expect(rows.map(({ id, template, title }) => ({ id, template, title }))).toEqual(SEEDED)
    for (const row of rows)
      expect(row).toMatchObject({
        status: 'draft',
        version: 1,
        answers: 'object',
        in_the_past: true,
        ordered: true,
      })
    expect(new Set(rows.map((row) => row.days_ago)).size).toBe(3)
    const advocate = await requestAs(
      db(),
      signedIn(demoAdvocate),
      'select id from public.documents',
    )
    expect(rowsOf(advocate)).toEqual([])
  })

  it('fills every field of its template, so the demo can download each as a PDF at once', async () => {
    const { rows } = await db().query<{ template: DocumentType; answers: unknown }>(
      `select template, answers from public.documents
       where owner_id = 'd3000000-0000-4000-8000-000000000001'`,
    )
    expect(rows).toHaveLength(3)
    for (const { template, answers } of rows) {
      const parsed = TEMPLATES[template].schema.safeParse(answers)
      expect(parsed.error?.issues ?? [], template).toEqual([])
    }
  })

  it('records them in the demo reset snapshot', async () => {
    const { rows } = await db().query(
      `select row_data ->> 'id' as id from private.demo_snapshot
       where relation = 'public.documents' order by row_data ->> 'id'`,
    )
    expect(rows).toEqual(SEEDED.map(({ id }) => ({ id })))
  })

  it('changes no document when the seed runs again', async () => {
    const documents = `select md5(coalesce(string_agg(d::text, '|' order by d.id), '')) as hash
                       from public.documents as d`
    const before = (await db().query(documents)).rows
    await seedAgain(db())
    expect((await db().query(documents)).rows).toEqual(before)
  })
})
