// The document model flattened to plain text, one line per heading, paragraph, list item, table cell,
// signature or attestation line: what the templates' tests assert on, independent of the renderers.
import type { DocumentModel, Run } from './types'

const joinRuns = (runs: readonly Run[]) => runs.map((run) => run.text).join('')

export function modelText(model: DocumentModel): string {
  const lines: string[] = []
  for (const block of model.blocks) {
    switch (block.kind) {
      case 'heading':
        lines.push(block.text)
        break
      case 'paragraph':
        lines.push(joinRuns(block.runs))
        break
      case 'list':
        for (const item of block.items) lines.push(joinRuns(item))
        break
      case 'table':
        for (const row of [...(block.header ? [block.header] : []), ...block.rows])
          for (const cell of row) lines.push(joinRuns(cell))
        break
      case 'signatures':
        for (const party of block.parties) {
          lines.push(party.caption)
          for (const line of party.lines) lines.push(joinRuns(line))
        }
        break
      case 'attestation':
        lines.push(block.title)
        for (const line of block.lines) lines.push(joinRuns(line))
        break
      case 'spacer':
        break
    }
  }
  return lines.join('\n')
}
