// @vitest-environment node
import { createFakeForumListClient } from '../testing/fake-forum-list-client'
import { getSearchSuggestion } from './get-search-suggestion'

describe('getSearchSuggestion', () => {
  it('asks forum_search_suggestion with the search and the chosen tag', async () => {
    const fake = createFakeForumListClient()
    fake.suggestion.suggested_category = 'Family Law'
    fake.suggestion.has_matches = true
    expect(
      await getSearchSuggestion(fake.client, { search: 'तलाक', category: 'Property Law' }),
    ).toEqual({ suggested_category: 'Family Law', has_matches: true })
    expect(fake.requestsOf('forum_search_suggestion')).toEqual([
      { search: 'तलाक', category: 'Property Law' },
    ])
  })

  it('rejects a category the forum does not have', async () => {
    const fake = createFakeForumListClient()
    fake.suggestion.suggested_category = 'Tax Law'
    await expect(
      getSearchSuggestion(fake.client, { search: 'gst', category: null }),
    ).rejects.toThrow(/unexpected shape/)
  })
})
