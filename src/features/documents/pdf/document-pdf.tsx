// The document model as react-pdf elements (rendered in document-pdf.worker.tsx, or in Node by the
// PDF test). It mirrors components/document-preview.tsx block for block; the caller registers the
// font (lib/pdf-fonts.ts).
import { Document, Page, Text, View } from '@react-pdf/renderer'
import type { Block, DocumentModel, Run } from '../templates/types'
import { blankText } from '../utils/blank-text'
import { styles } from './document-pdf-styles'

function Runs({ runs }: { runs: Run[] }) {
  return runs.map((run, index) => {
    const text = run.blank ? blankText(run.text) : run.text
    return run.bold ? (
      <Text key={index} style={styles.bold}>
        {text}
      </Text>
    ) : (
      text
    )
  })
}

function Lines({ lines }: { lines: Run[][] }) {
  return lines.map((runs, index) => (
    <Text key={index}>
      <Runs runs={runs} />
    </Text>
  ))
}

/** Two columns read as label and value; any other count shares the width equally. */
function columnWidths(count: number): string[] {
  if (count === 2) return ['38%', '62%']
  return Array.from({ length: count }, () => `${100 / count}%`)
}

function TableRow({
  cells,
  widths,
  header,
}: {
  cells: Run[][]
  widths: string[]
  header?: boolean
}) {
  return (
    <View style={styles.row} wrap={false}>
      {widths.map((width, index) => (
        <Text
          key={index}
          style={header ? [styles.cell, { width }, styles.headerCell] : [styles.cell, { width }]}
        >
          <Runs runs={cells[index] ?? []} />
        </Text>
      ))}
    </View>
  )
}

/**
 * A signature or attestation block stays on one page, unless it is so long that it might not fit:
 * react-pdf would then draw it past the page's edge rather than split it.
 */
const MAX_LINES_KEPT_TOGETHER = 20

const HEADING_STYLES = { 1: styles.heading1, 2: styles.heading2, 3: styles.heading3 }
/** Keeps a heading off the foot of a page, away from what follows it. */
const KEEP_WITH_NEXT = 48

function PdfBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Text style={HEADING_STYLES[block.level]} minPresenceAhead={KEEP_WITH_NEXT}>
          {block.text}
        </Text>
      )
    case 'paragraph':
      return (
        <Text style={[styles.paragraph, { textAlign: block.align ?? 'justify' }]}>
          <Runs runs={block.runs} />
        </Text>
      )
    case 'list':
      return (
        <View style={styles.list}>
          {block.items.map((runs, index) => (
            <View key={index} style={styles.item} wrap={false}>
              <Text style={styles.marker}>
                {block.ordered ? `${(block.start ?? 1) + index}.` : '•'}
              </Text>
              <Text style={styles.itemText}>
                <Runs runs={runs} />
              </Text>
            </View>
          ))}
        </View>
      )
    case 'table': {
      const count = Math.max(block.header?.length ?? 0, ...block.rows.map((row) => row.length))
      const widths = columnWidths(count)
      return (
        <View style={styles.table}>
          {block.header && <TableRow cells={block.header} widths={widths} header />}
          {block.rows.map((row, index) => (
            <TableRow key={index} cells={row} widths={widths} />
          ))}
        </View>
      )
    }
    case 'signatures':
      return (
        <View
          style={styles.signatures}
          wrap={block.parties.some((party) => party.lines.length > MAX_LINES_KEPT_TOGETHER)}
        >
          {block.parties.map((party, index) => (
            <View key={index} style={styles.party}>
              <Text style={[styles.signatureLine, styles.caption]}>{party.caption}</Text>
              <Lines lines={party.lines} />
            </View>
          ))}
        </View>
      )
    case 'attestation':
      return (
        <View style={styles.attestation} wrap={block.lines.length > MAX_LINES_KEPT_TOGETHER}>
          <Text style={styles.attestationTitle} minPresenceAhead={KEEP_WITH_NEXT}>
            {block.title}
          </Text>
          <Lines lines={block.lines} />
        </View>
      )
    case 'spacer':
      return <View style={styles.spacer} />
  }
}

/** The document on A4: its blocks, and a footer with the title and 'Page n of m' on every page. */
export function DocumentPdf({ model }: { model: DocumentModel }) {
  return (
    <Document title={model.title} author="LexSetu" creator="LexSetu" language="en-IN">
      <Page size="A4" style={styles.page}>
        <View style={styles.body}>
          {model.blocks.map((block, index) => (
            <PdfBlock key={index} block={block} />
          ))}
        </View>
        <View style={styles.footer} fixed>
          <Text style={styles.footerTitle}>{model.title}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  )
}
