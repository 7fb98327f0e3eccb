/**
 * The markdown the assistant writes, and nothing more: paragraphs, `### ` headings, `- ` bullets
 * (a line indented by two spaces continues the item), `1. ` numbered lists, `**bold**`,
 * `_emphasis_` and links to pages of this site (`[text](/path)`). Everything else stays plain
 * text. The result is data; components/markdown.tsx renders it as React elements (never HTML).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }

/** A block's lines: each line is a run of inline nodes (rendered with line breaks between). */
export type Lines = Inline[][]

export type Block =
  | { type: 'heading'; content: Inline[] }
  | { type: 'paragraph'; lines: Lines }
  | { type: 'list'; ordered: boolean; start: number; items: Lines[] }

const HEADING = /^###\s+(.*)$/
const BULLET = /^[-*]\s+(.*)$/
const NUMBERED = /^(\d{1,3})[.)]\s+(.*)$/
const CONTINUATION = /^ {2,}(\S.*)$/

/** A link target we follow: a path on this site ('/forum/new'), never '//host' or a scheme. */
export function isSafeHref(href: string): boolean {
  return /^\/(?![/\\])[^\s\\<>"']*$/.test(href)
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] | null = null
  let list: { ordered: boolean; start: number; items: string[][] } | null = null

  const flush = () => {
    if (paragraph) blocks.push({ type: 'paragraph', lines: paragraph.map(parseInline) })
    if (list) {
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((lines) => lines.map(parseInline)),
      })
    }
    paragraph = null
    list = null
  }

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    if (line.trim() === '') {
      flush()
      continue
    }
    const continuation = CONTINUATION.exec(line)
    if (continuation && list) {
      list.items[list.items.length - 1].push(continuation[1])
      continue
    }
    const heading = HEADING.exec(line)
    if (heading) {
      flush()
      blocks.push({ type: 'heading', content: parseInline(heading[1]) })
      continue
    }
    const bullet = BULLET.exec(line)
    const numbered = bullet ? null : NUMBERED.exec(line)
    if (bullet || numbered) {
      const ordered = numbered !== null
      if (!list || list.ordered !== ordered) {
        flush()
        list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] }
      }
      list.items.push([bullet ? bullet[1] : (numbered?.[2] ?? '')])
      continue
    }
    if (list) flush()
    paragraph ??= []
    paragraph.push(line.trim())
  }
  flush()
  return blocks
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char)
const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char)

/** `**…**`, `_…_` (at word edges, so snake_case stays text) and `[…](/path)`, nested. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = []
  let plain = ''
  const pushText = () => {
    if (plain) out.push({ type: 'text', text: plain })
    plain = ''
  }

  let i = 0
  while (i < text.length) {
    if (text.startsWith('**', i)) {
      const end = text.indexOf('**', i + 2)
      if (end > i + 2) {
        pushText()
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) })
        i = end + 2
        continue
      }
    }
    if (text[i] === '_' && !isWordChar(text[i - 1]) && !isSpace(text[i + 1])) {
      const end = findClosingUnderscore(text, i + 1)
      if (end !== -1) {
        pushText()
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, end)) })
        i = end + 1
        continue
      }
    }
    if (text[i] === '[') {
      const link = /^\[([^\]\n]+)\]\(([^)\s]*)\)/.exec(text.slice(i))
      if (link && isSafeHref(link[2])) {
        pushText()
        out.push({ type: 'link', href: link[2], children: parseInline(link[1]) })
        i += link[0].length
        continue
      }
    }
    plain += text[i]
    i += 1
  }
  pushText()
  return out
}

function findClosingUnderscore(text: string, from: number): number {
  for (let j = from + 1; j < text.length; j += 1) {
    if (text[j] === '_' && !isSpace(text[j - 1]) && !isWordChar(text[j + 1])) return j
  }
  return -1
}

/** The text of inline nodes without their formatting (for the PDF's and screen readers' sake). */
export function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : inlineText(node.children)))
    .join('')
}
