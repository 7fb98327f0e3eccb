import { StyleSheet } from '@react-pdf/renderer'
import { PDF_FONT_FAMILY } from '@/lib/pdf-fonts'

const INK = '#111827'
const RULE = '#4b5563'
const MUTED = '#4b5563'
/** About 22 mm left and right, room above and below for the running footer. */
const MARGIN = 62

export const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: 11,
    color: INK,
    paddingTop: 56,
    paddingBottom: 64,
    paddingHorizontal: MARGIN,
  },
  // react-pdf turns a lineHeight into points with the same element's fontSize (18 when unset), and
  // a page-wide lineHeight made it drop the fixed footer: so both are set here, on the body.
  body: { fontSize: 11, lineHeight: 1.5 },
  footer: {
    position: 'absolute',
    bottom: 28,
    left: MARGIN,
    right: MARGIN,
    flexDirection: 'row',
    justifyContent: 'space-between',
    paddingTop: 4,
    borderTop: `0.5pt solid ${MUTED}`,
    fontSize: 8.5,
    color: MUTED,
  },
  footerTitle: { flex: 1, marginRight: 12, maxLines: 1, textOverflow: 'ellipsis' },
  heading1: {
    fontSize: 14,
    lineHeight: 1.3,
    fontWeight: 700,
    textAlign: 'center',
    textTransform: 'uppercase',
    marginBottom: 12,
  },
  heading2: { fontSize: 12, lineHeight: 1.4, fontWeight: 700, marginTop: 8, marginBottom: 6 },
  heading3: { fontWeight: 700, marginTop: 4, marginBottom: 4 },
  paragraph: { marginBottom: 8 },
  list: { marginBottom: 8 },
  item: { flexDirection: 'row', marginBottom: 4 },
  marker: { width: 24 },
  itemText: { flex: 1, textAlign: 'justify' },
  table: {
    marginBottom: 10,
    borderTop: `0.75pt solid ${RULE}`,
    borderLeft: `0.75pt solid ${RULE}`,
  },
  row: { flexDirection: 'row' },
  cell: {
    paddingVertical: 3,
    paddingHorizontal: 5,
    borderRight: `0.75pt solid ${RULE}`,
    borderBottom: `0.75pt solid ${RULE}`,
  },
  headerCell: { fontWeight: 700, backgroundColor: '#f3f4f6' },
  signatures: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    marginTop: 8,
    marginBottom: 12,
  },
  party: { width: '44%' },
  signatureLine: { marginTop: 40, borderTop: `0.75pt solid ${INK}`, paddingTop: 3 },
  caption: { fontWeight: 700 },
  attestation: { border: `0.75pt solid ${INK}`, padding: 10, marginTop: 4, marginBottom: 12 },
  attestationTitle: { fontWeight: 700, textAlign: 'center', marginBottom: 4 },
  spacer: { height: 20 },
  bold: { fontWeight: 700 },
})
