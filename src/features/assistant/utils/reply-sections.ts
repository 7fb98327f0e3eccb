import { inlineText, type Block, type Inline } from './markdown'

/**
 * A reply's parts for the screen: the short answer, then its `### ` sections. On a phone a reply
 * with every provision spelled out is screens long, so what to do comes straight after the short
 * answer and the law's texts are folded (their citation chips stay in view). Copy and the PDF keep
 * the reply as written.
 */
export type ReplySection = {
  /** null for what comes before the first heading (the short answer). */
  heading: Inline[] | null
  blocks: Block[]
  /** Closed until opened: the text of the provisions. */
  folded: boolean
}

/** Titles of compose.ts's sections (supabase/functions/assistant), compared in lower case. */
const ACTION_TITLES = new Set(['what to do now', 'where to go', 'what you can do'])
const FOLDED_TITLES = new Set(['the law'])

const titleOf = (heading: Inline[]) => inlineText(heading).trim().toLowerCase()

export function replySections(blocks: Block[]): ReplySection[] {
  const sections: ReplySection[] = []
  for (const block of blocks) {
    if (block.type === 'heading') {
      sections.push({
        heading: block.content,
        blocks: [],
        folded: FOLDED_TITLES.has(titleOf(block.content)),
      })
    } else if (sections.length === 0) {
      sections.push({ heading: null, blocks: [block], folded: false })
    } else {
      sections[sections.length - 1]!.blocks.push(block)
    }
  }
  // The short answer, then what to do, then the rest as written (stable: sort keeps ties' order).
  const rank = ({ heading }: ReplySection) =>
    heading === null ? 0 : ACTION_TITLES.has(titleOf(heading)) ? 1 : 2
  return sections
    .map((section, index) => ({ section, index }))
    .sort((a, b) => rank(a.section) - rank(b.section) || a.index - b.index)
    .map(({ section }) => section)
}
