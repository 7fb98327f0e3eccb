// The live preview: the document model as HTML on a sheet of paper. It mirrors pdf/document-pdf.tsx
// block for block; the styling (and the print rules) live in document-preview.css, which Vite puts
// in this route's own stylesheet rather than the app's global one.
import { useId } from 'react'
import type { Block, DocumentModel, Run } from '../templates/types'
import { blankText } from '../utils/blank-text'
import './document-preview.css'
import { m } from '@/features/documents/messages/editor'

function RunText({ run }: { run: Run }) {
  const content = run.blank ? (
    <span className="document-blank">
      <span className="sr-only">{m.notFilledIn}</span>
      {blankText(run.text)}
    </span>
  ) : (
    run.text
  )
  return run.bold ? <strong>{content}</strong> : content
}

function Runs({ runs }: { runs: Run[] }) {
  return runs.map((run, index) => <RunText key={index} run={run} />)
}

function Lines({ lines }: { lines: Run[][] }) {
  return lines.map((runs, index) => (
    <p key={index}>
      <Runs runs={runs} />
    </p>
  ))
}

function Attestation({ title, lines }: { title: string; lines: Run[][] }) {
  const titleId = useId()
  return (
    <div className="document-attestation" role="group" aria-labelledby={titleId}>
      <p className="document-attestation-title" id={titleId}>
        {title}
      </p>
      <Lines lines={lines} />
    </div>
  )
}

/** The page around the preview has its own h1, so the document's headings start at h2. */
const HEADING_TAGS = { 1: 'h2', 2: 'h3', 3: 'h4' } as const

function PreviewBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading': {
      const Heading = HEADING_TAGS[block.level]
      return <Heading className={`document-heading-${block.level}`}>{block.text}</Heading>
    }
    case 'paragraph':
      return (
        <p className={`document-paragraph document-align-${block.align ?? 'justify'}`}>
          <Runs runs={block.runs} />
        </p>
      )
    case 'list': {
      const items = block.items.map((runs, index) => (
        <li key={index}>
          <Runs runs={runs} />
        </li>
      ))
      return block.ordered ? (
        <ol className="document-list" start={block.start ?? 1}>
          {items}
        </ol>
      ) : (
        <ul className="document-list">{items}</ul>
      )
    }
    case 'table':
      return (
        <table className="document-table">
          {block.header && (
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col">
                    <Runs runs={cell} />
                  </th>
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.map((cell, index) => (
                  <td key={index}>
                    <Runs runs={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )
    case 'signatures':
      return (
        <div className="document-signatures">
          {block.parties.map((party, index) => (
            <div key={index} className="document-signature">
              <p className="document-signature-caption">{party.caption}</p>
              <Lines lines={party.lines} />
            </div>
          ))}
        </div>
      )
    case 'attestation':
      return <Attestation title={block.title} lines={block.lines} />
    case 'spacer':
      return <div className="document-spacer" aria-hidden="true" />
  }
}

/**
 * The document as it will print: white paper with dark text in both themes, A4 proportions on a
 * wide screen, full width on a phone. `document-print-area` is what the editor's Print prints.
 */
export function DocumentPreview({ model }: { model: DocumentModel }) {
  return (
    <div className="document-sheet">
      <article className="document-paper document-print-area" aria-label={m.previewOf(model.title)}>
        {model.blocks.map((block, index) => (
          <PreviewBlock key={index} block={block} />
        ))}
      </article>
    </div>
  )
}
