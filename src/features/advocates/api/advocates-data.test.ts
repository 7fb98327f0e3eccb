// @vitest-environment node
import { OFFLINE_ERROR } from '@/lib/api-error'
import type { AppSupabaseClient } from '@/lib/supabase'
import { withRealBackend, type SignedInMember } from '@/testing/real-backend'
import { NO_FILTERS } from '../lib/directory-filters'
import { advocateId, advocateRow, filledProfile, upiBankDetails } from '../testing/factories'
import { listAdvocate, unlistEveryone, writeMyProfile } from '../testing/scenes'
import { advocateStatsQueryOptions, getAdvocateStats } from './get-advocate-stats'
import {
  directoryPagesQueryOptions,
  getDirectoryPage,
  nextDirectoryPageAfter,
} from './get-directory-page'
import { getMyProfile, myProfileQueryOptions } from './get-my-profile'
import { getProfileStatus, profileStatusQueryOptions } from './get-profile-status'
import {
  REQUEST_ERROR,
  requestConsultation,
  toConsultationRequestError,
} from './request-consultation'
import { saveBankDetails } from './save-bank-details'
import { saveProfile, toSaveError } from './save-profile'

// The advocates feature's data operations on the real backend: the directory's filters, the
// enrolment rule, the refusals of requests and the owner-only rows are the database's own.
const backend = withRealBackend()
const { faults, sql } = backend

const advocate = (name = 'Adv. Meera Krishnan') => backend.signUp({ name, role: 'advocate' })

/**
 * supabase-js whose every query answers `data` at once: a record in a shape no migrated database
 * sends, to see the app refuse it (a unit-level stand-in, no rules in it).
 */
function answering(data: unknown): AppSupabaseClient {
  const query: object = new Proxy(
    {},
    {
      get: (_, name) =>
        name === 'then'
          ? (resolve: (value: unknown) => unknown) => resolve({ data, error: null })
          : () => query,
    },
  )
  return { rpc: () => query, from: () => query } as unknown as AppSupabaseClient
}

const networkFailure = { message: 'TypeError: Failed to fetch' }

describe('getAdvocateStats', () => {
  it('reads the advocate’s figures as the database counts them, named for the app', async () => {
    const me = await advocate()
    const clients = await sql<{ id: string }>(
      `select id from public.users where role = 'client' order by id limit 2`,
    )
    for (const { id } of clients)
      await sql(
        'insert into public.advocate_profile_views (advocate_id, viewer_id) values ($1, $2)',
        [me.id, id],
      )
    // One request counts; a declined one does not.
    for (const [client, status] of [
      [clients[0].id, 'requested'],
      [clients[1].id, 'declined'],
    ])
      await sql(
        `insert into public.consultations (client_id, advocate_id, category, description, mode, preferred_at, status)
         values ($1, $2, 'Civil Law', 'A boundary wall dispute with my neighbour in Pune.', 'chat', now() + interval '2 days', $3)`,
        [client, me.id, status],
      )

    await expect(getAdvocateStats(me.client)).resolves.toEqual({
      stats: { clientMessagesReceived: 0, profileViews: 2, consultations: 1, forumReplies: 0 },
    })
  })

  it('refuses a record in another shape', async () => {
    const client = answering({
      client_messages: -1,
      profile_views: 0,
      consultations: 0,
      forum_replies: 0,
    })
    await expect(getAdvocateStats(client)).rejects.toThrow('unexpected shape')
  })

  it('throws the failed request’s error', async () => {
    const me = await advocate()
    faults.failNext('POST /rest/v1/rpc/advocate_dashboard_stats', 'network')
    await expect(getAdvocateStats(me.client)).rejects.toMatchObject({
      message: expect.stringContaining('Failed to fetch'),
    })
  })

  it('is cached under its feature key', () => {
    expect(advocateStatsQueryOptions().queryKey).toEqual(['advocates', 'stats'])
  })
})

describe('getDirectoryPage', () => {
  let reader: SignedInMember
  beforeAll(async () => {
    reader = await backend.signUp({ name: 'Asha Rao' })
    await unlistEveryone(sql)
    await listAdvocate(sql, advocateRow(1, { rating: 4.7, review_count: 3 }))
    await listAdvocate(
      sql,
      advocateRow(2, { practice_areas: ['Criminal Law'], city: 'Nagpur', fee_inr: 2500 }),
    )
  })

  it('sends every filter, null for any, and gets the card columns only', async () => {
    const rows = await getDirectoryPage(
      reader.client,
      { ...NO_FILTERS, search: '  civil  ', city: ' ', maxFee: 1000 },
      null,
    )
    expect(rows.map((row) => row.id)).toEqual([advocateId(1)])
    expect(rows[0]).not.toHaveProperty('bio')

    const byCity = await getDirectoryPage(reader.client, { ...NO_FILTERS, city: ' nagpur ' }, null)
    expect(byCity.map((row) => row.id)).toEqual([advocateId(2)])
  })

  it('reads the numeric rating as a number', async () => {
    const [row] = await getDirectoryPage(reader.client, NO_FILTERS, null)
    expect(row).toMatchObject({ id: advocateId(1), rating: 4.7, review_count: 3 })
  })

  it('throws what the database said, and rows of the wrong shape', async () => {
    await expect(
      getDirectoryPage(reader.client, { ...NO_FILTERS, sort: 'cheapest' as never }, null),
    ).rejects.toMatchObject({ code: '22023' })
    await expect(
      getDirectoryPage(answering([{ ...advocateRow(1), review_count: -1 }]), NO_FILTERS, null),
    ).rejects.toThrow('The advocates came back in an unexpected shape')
  })

  it('asks for a next page only after a full one, starting after its last advocate', () => {
    const full = Array.from({ length: 20 }, (_, index) => advocateRow(index + 1))
    expect(nextDirectoryPageAfter(full)).toBe(full[19].id)
    expect(nextDirectoryPageAfter(full.slice(0, 19))).toBeUndefined()
    expect(nextDirectoryPageAfter([])).toBeUndefined()
  })

  it('caches each set of filters under its own key', () => {
    expect(directoryPagesQueryOptions(NO_FILTERS).queryKey).toEqual([
      'advocates',
      'directory',
      NO_FILTERS,
    ])
  })
})

describe('getMyProfile', () => {
  it('reads the own profile row and bank row', async () => {
    const me = await advocate()
    const profile = filledProfile({ id: me.id })
    await writeMyProfile(sql, me.id, profile, upiBankDetails())

    await expect(getMyProfile(me.client, me.id)).resolves.toEqual({
      profile: { ...profile, submitted_at: expect.any(String) },
      bankDetails: { ...upiBankDetails(), updated_at: expect.any(String) },
      hasBankDetails: true,
    })
  })

  it('answers null for what is not saved yet, and for another advocate’s rows', async () => {
    const me = await advocate()
    await expect(getMyProfile(me.client, me.id)).resolves.toEqual({
      profile: null,
      bankDetails: null,
      hasBankDetails: false,
    })
    const other = await advocate('Adv. Ravi Kumar')
    await writeMyProfile(sql, other.id, filledProfile({ id: other.id }), upiBankDetails())
    await expect(getMyProfile(me.client, other.id)).resolves.toMatchObject({
      profile: null,
      bankDetails: null,
    })
  })

  it('throws when either read fails', async () => {
    const me = await advocate()
    await writeMyProfile(sql, me.id, filledProfile({ id: me.id }))
    faults.failNext('GET /rest/v1/advocate_bank_details', {
      code: '42501',
      message: 'permission denied',
    })
    await expect(getMyProfile(me.client, me.id)).rejects.toMatchObject({ code: '42501' })
  })

  it('refuses a row in another shape', async () => {
    const client = answering({ ...filledProfile(), verification_status: 'approved' })
    await expect(getMyProfile(client, advocateId(1))).rejects.toThrow('unexpected shape')
  })

  it('is cached per user under the advocates key', () => {
    expect(myProfileQueryOptions(advocateId(1)).queryKey).toEqual([
      'advocates',
      'my-profile',
      advocateId(1),
    ])
  })
})

describe('getProfileStatus', () => {
  const RPC_STATUS = {
    completion_percent: 63,
    checklist: [
      { section: 'basic_information', state: 'done' },
      { section: 'professional_details', state: 'done' },
      { section: 'verification_documents', state: 'pending' },
      { section: 'banking_details', state: 'missing' },
    ],
  }

  it('reads my_advocate_profile_status and returns it in the app’s words', async () => {
    const me = await advocate()
    await writeMyProfile(sql, me.id, filledProfile({ id: me.id }))
    await expect(getProfileStatus(me.client)).resolves.toEqual({
      status: { completionPercent: 63, checklist: RPC_STATUS.checklist },
    })
  })

  it('shows the checklist in the dashboard’s order whatever order the record has', async () => {
    const client = answering({ ...RPC_STATUS, checklist: [...RPC_STATUS.checklist].reverse() })
    const { status } = await getProfileStatus(client)
    expect(status.checklist.map(({ section }) => section)).toEqual([
      'basic_information',
      'professional_details',
      'verification_documents',
      'banking_details',
    ])
  })

  it('refuses a record in another shape', async () => {
    await expect(
      getProfileStatus(answering({ completion_percent: 120, checklist: RPC_STATUS.checklist })),
    ).rejects.toThrow('unexpected shape')
    await expect(
      getProfileStatus(
        answering({ completion_percent: 50, checklist: RPC_STATUS.checklist.slice(1) }),
      ),
    ).rejects.toThrow('unexpected shape')
  })

  it('throws the database’s error', async () => {
    const me = await advocate()
    faults.failNext('POST /rest/v1/rpc/my_advocate_profile_status', {
      code: '42501',
      message: 'permission denied for function',
    })
    await expect(getProfileStatus(me.client)).rejects.toMatchObject({ code: '42501' })
  })

  it('is cached under its feature key', () => {
    expect(profileStatusQueryOptions().queryKey).toEqual(['advocates', 'profile-status'])
  })
})

describe('requestConsultation', () => {
  const request = (advocate_id: string) => ({
    advocate_id,
    category: 'Family Law' as const,
    description: 'A matter described in more than twenty characters.',
    mode: 'phone' as const,
    preferred_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  })

  async function premiumClient() {
    const client = await backend.signUp({ name: 'Asha Rao' })
    await sql(`update public.users set plan = 'premium' where id = $1`, [client.id])
    return client
  }

  it('inserts the request as the signed-in client and returns its id', async () => {
    const client = await premiumClient()
    await listAdvocate(sql, advocateRow(10))
    const sent = request(advocateId(10))
    const id = await requestConsultation(client.client, sent)

    const [row] = await sql<Record<string, unknown>>(
      `select client_id, advocate_id, category, description, mode, preferred_at, status
       from public.consultations where id = $1`,
      [id],
    )
    expect(row).toEqual({
      ...sent,
      client_id: client.id,
      preferred_at: new Date(sent.preferred_at),
      status: 'requested',
    })
  })

  it('throws the refusal in words for the user', async () => {
    const client = await premiumClient()
    const unverified = await advocate('Adv. Ravi Kumar')
    await expect(requestConsultation(client.client, request(unverified.id))).rejects.toMatchObject({
      code: 'LS015',
      message: 'This advocate is not taking requests on LexSetu.',
    })
  })
})

describe('toConsultationRequestError', () => {
  it.each([
    [
      'LS014',
      'Consultation requests are part of Premium. Upgrade to Premium to connect with an advocate.',
    ],
    ['LS016', 'You can send at most 10 requests a day. Please try again tomorrow.'],
    ['23514', 'Choose a time within the next 90 days.'],
  ])('shows %s as the database wrote it', (code, message) => {
    expect(toConsultationRequestError({ code, message })).toMatchObject({ code, message })
  })

  it('words other failures for the user', () => {
    expect(
      toConsultationRequestError({ code: '23514', message: 'violates check constraint' }).message,
    ).toBe(REQUEST_ERROR)
    expect(
      toConsultationRequestError({ code: '42501', message: 'permission denied' }).message,
    ).toBe(REQUEST_ERROR)
    expect(toConsultationRequestError(new TypeError('Failed to fetch')).message).toBe(OFFLINE_ERROR)
  })
})

describe('saveBankDetails', () => {
  const ACCOUNT = {
    account_holder: 'Meera Krishnan',
    upi_id: null,
    account_number: '123456789012',
    ifsc: 'SBIN0001234',
  }
  const bankRows = (id: string) =>
    sql(
      'select account_holder, upi_id, account_number, ifsc from public.advocate_bank_details where advocate_id = $1',
      [id],
    )

  it('replaces the advocate’s one row and returns it', async () => {
    const me = await advocate()
    await writeMyProfile(sql, me.id, filledProfile({ id: me.id }), upiBankDetails())
    const saved = await saveBankDetails(me.client, me.id, ACCOUNT)

    // The UPI ID of before is cleared: only one way of being paid is kept.
    expect(saved).toMatchObject({ ...ACCOUNT, upi_id: null })
    expect(await bankRows(me.id)).toEqual([ACCOUNT])
  })

  it('first makes sure a profile row exists when asked, without touching one that does', async () => {
    const fresh = await advocate()
    await saveBankDetails(fresh.client, fresh.id, ACCOUNT, { ensureProfile: true })
    expect(
      await sql('select verification_status from public.advocate_profiles where id = $1', [
        fresh.id,
      ]),
    ).toEqual([{ verification_status: 'unverified' }])
    expect(await bankRows(fresh.id)).toHaveLength(1)

    const filled = await advocate()
    await writeMyProfile(sql, filled.id, filledProfile({ id: filled.id }))
    await saveBankDetails(filled.client, filled.id, ACCOUNT, { ensureProfile: true })
    expect(
      await sql('select display_name from public.advocate_profiles where id = $1', [filled.id]),
    ).toEqual([{ display_name: 'Adv. Meera Krishnan' }])
  })

  it('throws the database’s refusal and saves nothing more', async () => {
    const client = await backend.signUp({ name: 'Asha Rao' })
    await expect(
      saveBankDetails(client.client, client.id, ACCOUNT, { ensureProfile: true }),
    ).rejects.toMatchObject({ code: 'LS015' })
    expect(await bankRows(client.id)).toHaveLength(0)
  })
})

describe('saveProfile', () => {
  it('creates the row on the first save with the group’s columns and the owner’s id', async () => {
    const me = await advocate()
    const saved = await saveProfile(me.client, me.id, {
      display_name: 'Adv. Meera Krishnan',
      city: 'Pune',
      state: 'Maharashtra',
      languages: ['English'],
      bio: null,
    })
    expect(saved).toMatchObject({
      id: me.id,
      display_name: 'Adv. Meera Krishnan',
      city: 'Pune',
      state: 'Maharashtra',
      languages: ['English'],
      bio: null,
      practice_areas: [],
      verification_status: 'unverified',
    })
  })

  it('returns the row as the database left it (new enrolment details → pending)', async () => {
    const me = await advocate()
    await writeMyProfile(
      sql,
      me.id,
      filledProfile({
        id: me.id,
        verification_status: 'verified',
        verified_at: '2026-11-21T10:00:00Z',
      }),
    )
    const saved = await saveProfile(me.client, me.id, {
      bar_council_enrolment_no: 'MAH/9999/2011',
      state_bar_council: 'Bar Council of Maharashtra and Goa',
    })
    expect(saved).toMatchObject({
      verification_status: 'pending',
      verified_at: null,
      display_name: 'Adv. Meera Krishnan',
    })
  })

  it('throws the database’s refusal', async () => {
    const client = await backend.signUp({ name: 'Asha Rao' })
    await expect(
      saveProfile(client.client, client.id, {
        practice_areas: ['Civil Law'],
        courts: ['Pune District Court'],
        enrolment_year: 2011,
        fee_inr: null,
      }),
    ).rejects.toMatchObject({
      code: 'LS015',
      message: 'Only advocate accounts have an advocate profile.',
    })
  })
})

describe('toSaveError', () => {
  it('keeps the server’s message', () => {
    expect(toSaveError({ code: 'LS015', message: 'Only advocate accounts…' }).message).toBe(
      'Only advocate accounts…',
    )
    expect(toSaveError(new Error('new row violates check constraint')).message).toBe(
      'new row violates check constraint',
    )
  })

  it('explains a request that never reached the server', () => {
    expect(toSaveError({ code: '', ...networkFailure }).message).toBe(OFFLINE_ERROR)
    expect(toSaveError(new TypeError('Failed to fetch')).message).toBe(OFFLINE_ERROR)
  })
})
