import type { GuideDocument } from '../types'

/** One chunk per guide: a guide's page downloads that guide only. */
const GUIDES = import.meta.glob<GuideDocument>('./generated/guides/*.json', { import: 'default' })

/** The guide with this slug, or null when there is none. Rejects when its chunk cannot load. */
export async function loadGuide(slug: string): Promise<GuideDocument | null> {
  const load = GUIDES[`./generated/guides/${slug}.json`]
  return load ? load() : null
}
