import { ADVOCATE_PROFILE_COMPLETION_SAMPLE } from '@/config/constants'
import { getProfileStatus, profileStatusQueryOptions } from './get-profile-status'

describe('getProfileStatus', () => {
  it('returns the sample status of docs/PRODUCT.md §2 and §9, marked as sample data', async () => {
    const result = await getProfileStatus()
    expect(result.isSample).toBe(true)
    expect(result.status.completionPercent).toBe(ADVOCATE_PROFILE_COMPLETION_SAMPLE)
    expect(result.status.checklist).toEqual([
      { section: 'basic_information', state: 'done' },
      { section: 'professional_details', state: 'done' },
      { section: 'verification_documents', state: 'pending' },
      { section: 'banking_details', state: 'missing' },
    ])
  })

  it('is cached under its feature key', () => {
    expect(profileStatusQueryOptions().queryKey).toEqual(['advocates', 'profile-status'])
  })

  it('honours an aborted signal', async () => {
    const controller = new AbortController()
    controller.abort(new DOMException('Left the page', 'AbortError'))
    await expect(getProfileStatus({ signal: controller.signal })).rejects.toThrow('Left the page')
  })
})
