// A hand-made document with every kind of block, for the preview's and the PDF's tests.
import type { DocumentModel } from '../templates/types'

export const DEVANAGARI_NAME = 'राजेश कुमार शर्मा'
export const DEVANAGARI_ADDRESS = 'मकान नं. 12, गांधी नगर, जयपुर'

/** Enough statements that the PDF runs onto a second page. */
const statements = Array.from({ length: 24 }, (_, index) => [
  { text: `Statement number ${index + 3} says that the facts stated here are true and correct.` },
])

export const everyBlockModel: DocumentModel = {
  title: 'Affidavit of Rajesh Kumar Sharma',
  blocks: [
    { kind: 'heading', level: 1, text: 'General affidavit' },
    {
      kind: 'paragraph',
      runs: [
        { text: 'I, ' },
        { text: DEVANAGARI_NAME, bold: true },
        { text: ', aged ' },
        { text: '[Age of the deponent]', blank: true },
        { text: ' years, do solemnly affirm and state as follows:' },
      ],
    },
    { kind: 'heading', level: 2, text: 'Statements of fact' },
    { kind: 'list', ordered: true, start: 3, items: statements },
    { kind: 'list', ordered: false, items: [[{ text: 'A point without a number.' }]] },
    { kind: 'heading', level: 3, text: 'Particulars of the premises' },
    {
      kind: 'table',
      header: [[{ text: 'Particular' }], [{ text: 'Detail' }]],
      rows: [
        [[{ text: 'Monthly rent' }], [{ text: '₹ 25,000' }]],
        [[{ text: 'Address' }], [{ text: DEVANAGARI_ADDRESS }]],
      ],
    },
    { kind: 'paragraph', align: 'right', runs: [{ text: 'Place: Jaipur' }] },
    { kind: 'spacer' },
    {
      kind: 'signatures',
      parties: [
        { caption: 'DEPONENT', lines: [[{ text: DEVANAGARI_NAME }]] },
        { caption: 'IDENTIFIED BY', lines: [[{ text: '[Name of the advocate]', blank: true }]] },
      ],
    },
    {
      kind: 'attestation',
      title: 'BEFORE ME',
      lines: [[{ text: 'Solemnly affirmed before me by the deponent, who is known to me.' }]],
    },
  ],
  guidance: [
    { tone: 'info', title: 'Information, not legal advice', text: 'Have it checked by a lawyer.' },
    { tone: 'warning', title: 'A false affidavit is an offence', text: 'State only what is true.' },
  ],
}
