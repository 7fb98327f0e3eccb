// @vitest-environment node
import { createFakeProfileClient } from '../testing/fake-profile-client'
import { advocateStatsQueryOptions, getAdvocateStats } from './get-advocate-stats'

describe('getAdvocateStats', () => {
  it('reads the one record of advocate_dashboard_stats and names the figures for the app', async () => {
    const fake = createFakeProfileClient()
    fake.rpcAnswers.advocate_dashboard_stats = () => ({
      data: { client_messages: 12, profile_views: 148, consultations: 5, forum_replies: 23 },
      error: null,
    })

    await expect(getAdvocateStats(fake.client)).resolves.toEqual({
      stats: { clientMessagesReceived: 12, profileViews: 148, consultations: 5, forumReplies: 23 },
    })
    expect(fake.rpc).toHaveBeenCalledWith('advocate_dashboard_stats')
  })

  it('refuses a record in another shape', async () => {
    const fake = createFakeProfileClient()
    fake.rpcAnswers.advocate_dashboard_stats = () => ({
      data: { client_messages: -1, profile_views: 0, consultations: 0, forum_replies: 0 },
      error: null,
    })
    await expect(getAdvocateStats(fake.client)).rejects.toThrow('unexpected shape')
  })

  it('throws the database’s error', async () => {
    const fake = createFakeProfileClient()
    fake.rpcAnswers.advocate_dashboard_stats = () => ({
      data: null,
      error: { message: 'TypeError: Failed to fetch', code: '' },
    })
    await expect(getAdvocateStats(fake.client)).rejects.toMatchObject({
      message: 'TypeError: Failed to fetch',
    })
  })

  it('is cached under its feature key', () => {
    expect(advocateStatsQueryOptions().queryKey).toEqual(['advocates', 'stats'])
  })
})
