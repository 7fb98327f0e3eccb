// @vitest-environment node
import { createFakeSupabase } from '@/testing/fake-supabase'
import { getProfile, type ProfileRow } from './get-profile'

const row: ProfileRow = {
  id: 'a1',
  email: 'asha@example.in',
  name: 'Asha Rao',
  role: 'client',
  plan: 'premium',
  is_verified: true,
}

describe('getProfile', () => {
  it('reads the users record by lower-case e-mail and maps it for the app', async () => {
    const fake = createFakeSupabase({ profiles: [row] })
    expect(await getProfile(fake.client, 'Asha@Example.in')).toEqual({
      id: 'a1',
      email: 'asha@example.in',
      name: 'Asha Rao',
      role: 'client',
      plan: 'premium',
      isVerified: true,
      locale: null,
    })
  })

  it('returns null when there is no record', async () => {
    expect(await getProfile(createFakeSupabase().client, 'nobody@example.in')).toBeNull()
  })

  it('treats unknown roles as advocate and unknown plans as free', async () => {
    const fake = createFakeSupabase({ profiles: [{ ...row, role: 'judge', plan: 'gold' }] })
    expect(await getProfile(fake.client, row.email)).toMatchObject({
      role: 'advocate',
      plan: 'free',
    })
  })

  it('throws the database error instead of hiding it', async () => {
    const fake = createFakeSupabase({ profiles: [row] })
    fake.failures.select = { message: 'permission denied for table users' }
    await expect(getProfile(fake.client, row.email)).rejects.toMatchObject({
      message: 'permission denied for table users',
    })
  })
})
