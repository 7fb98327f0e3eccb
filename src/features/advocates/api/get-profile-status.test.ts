import { createFakeProfileClient } from '../testing/fake-profile-client'
import { getProfileStatus, profileStatusQueryOptions } from './get-profile-status'

const RPC_STATUS = {
  completion_percent: 63,
  checklist: [
    { section: 'basic_information', state: 'done' },
    { section: 'professional_details', state: 'done' },
    { section: 'verification_documents', state: 'pending' },
    { section: 'banking_details', state: 'missing' },
  ],
}

describe('getProfileStatus', () => {
  it('reads my_advocate_profile_status and returns it in the app’s words', async () => {
    const fake = createFakeProfileClient()
    fake.rpcAnswers.my_advocate_profile_status = () => ({ data: RPC_STATUS, error: null })

    await expect(getProfileStatus(fake.client)).resolves.toEqual({
      status: {
        completionPercent: 63,
        checklist: [
          { section: 'basic_information', state: 'done' },
          { section: 'professional_details', state: 'done' },
          { section: 'verification_documents', state: 'pending' },
          { section: 'banking_details', state: 'missing' },
        ],
      },
    })
    expect(fake.rpc).toHaveBeenCalledWith('my_advocate_profile_status')
  })

  it('shows the checklist in the dashboard’s order whatever order the record has', async () => {
    const fake = createFakeProfileClient()
    fake.rpcAnswers.my_advocate_profile_status = () => ({
      data: { ...RPC_STATUS, checklist: [...RPC_STATUS.checklist].reverse() },
      error: null,
    })
    const { status } = await getProfileStatus(fake.client)
    expect(status.checklist.map(({ section }) => section)).toEqual([
      'basic_information',
      'professional_details',
      'verification_documents',
      'banking_details',
    ])
  })

  it('refuses a record in another shape', async () => {
    const fake = createFakeProfileClient()
    fake.rpcAnswers.my_advocate_profile_status = () => ({
      data: { completion_percent: 120, checklist: RPC_STATUS.checklist },
      error: null,
    })
    await expect(getProfileStatus(fake.client)).rejects.toThrow('unexpected shape')

    fake.rpcAnswers.my_advocate_profile_status = () => ({
      data: { completion_percent: 50, checklist: RPC_STATUS.checklist.slice(1) },
      error: null,
    })
    await expect(getProfileStatus(fake.client)).rejects.toThrow('unexpected shape')
  })

  it('throws the database’s error', async () => {
    const fake = createFakeProfileClient()
    fake.rpcAnswers.my_advocate_profile_status = () => ({
      data: null,
      error: { code: '42501', message: 'permission denied for function' },
    })
    await expect(getProfileStatus(fake.client)).rejects.toMatchObject({ code: '42501' })
  })

  it('is cached under its feature key', () => {
    expect(profileStatusQueryOptions().queryKey).toEqual(['advocates', 'profile-status'])
  })
})
