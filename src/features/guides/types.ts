// The shapes of the public guides and dictionary, generated at build time from the knowledge base's
// source files (scripts/knowledge/public-content.ts writes content/generated/). Plain types only:
// the generator (Node) imports them too.

/** A provision a guide relies on, as the knowledge base records it. */
export type GuideCitation = {
  act: string
  section: string
  /** 'NI 138', 'BNS 318(4)', 'Article 21'. */
  label: string
  /** 'Negotiable Instruments Act, 1881'. */
  actName: string
  /** The heading as enacted. */
  heading: string
  /** Our plain summary, when the knowledge base has one. */
  summary?: string
}

/** One guide's page. */
export type GuideDocument = {
  slug: string
  title: string
  /** The page's meta description: the short answer's first sentence, at most 160 characters. */
  description: string
  summary: string
  steps: string[]
  where: string[]
  /** A practice area, which the advocate directory filters by. */
  area: string
  cites: GuideCitation[]
}

/** A guide on the index. */
type GuideCard = Pick<GuideDocument, 'slug' | 'title' | 'description' | 'area'>

/** The index: guides grouped by practice area, in the knowledge base's order of areas. */
export type GuideIndex = { area: string; guides: GuideCard[] }[]

/** What a term means under one provision. */
type TermSense = {
  label: string
  actName: string
  summary: string
  /** The old code's provisions it replaced ('IPC 378'). */
  earlier: string[]
}

/** One term of the legal dictionary. */
export type DictionaryTerm = {
  /** Stable id for links: 'criminal-breach-of-trust'. */
  id: string
  term: string
  /** Everyday words people use for it (Hindi, Hinglish, plain English). */
  aliases: string[]
  senses: TermSense[]
}
