import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderToFile } from '@react-pdf/renderer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DocumentPdf } from '@/features/documents/pdf/document-pdf'
import type { DocumentModel } from '@/features/documents/templates/types'
import {
  DEVANAGARI_ADDRESS,
  DEVANAGARI_NAME,
  everyBlockModel,
} from '@/features/documents/testing/every-block-model'
import { affidavitTemplate } from '@/features/documents/templates/affidavit'
import { sampleAnswers as affidavitSample } from '@/features/documents/templates/affidavit/sample-answers'
import { bailApplicationTemplate } from '@/features/documents/templates/bail-application'
import { sampleAnswers as bailApplicationSample } from '@/features/documents/templates/bail-application/sample-answers'
import { rentAgreementTemplate } from '@/features/documents/templates/rent-agreement'
import { sampleAnswers as rentAgreementSample } from '@/features/documents/templates/rent-agreement/sample-answers'
import { registerPdfFonts } from '@/lib/pdf-fonts'
import { comparable, comparableWithoutSpaces, pdfFonts, pdfInfo, pdfText } from './pdf-text'

const fonts = fileURLToPath(
  new URL('../../node_modules/@expo-google-fonts/noto-sans-devanagari/', import.meta.url),
)
registerPdfFonts(
  path.join(fonts, '400Regular/NotoSansDevanagari_400Regular.ttf'),
  path.join(fonts, '700Bold/NotoSansDevanagari_700Bold.ttf'),
)

const dir = mkdtempSync(path.join(tmpdir(), 'lexsetu-document-pdf-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Renders the model to a file and returns its path. */
async function render(model: DocumentModel, name: string): Promise<string> {
  const file = path.join(dir, `${name}.pdf`)
  await renderToFile(<DocumentPdf model={model} />, file)
  return file
}

describe('the document PDF of a model with every kind of block', () => {
  let file: string
  let text: string
  beforeAll(async () => {
    file = await render(everyBlockModel, 'every-block')
    text = pdfText(file)
  })

  it('is A4, titled with the document title, two pages numbered "Page n of 2"', () => {
    const info = pdfInfo(file)
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)/m)
    expect(info).toMatch(/^Title:\s+Affidavit of Rajesh Kumar Sharma$/m)
    expect(info).toMatch(/^Pages:\s+2$/m)
    expect(text).toContain('Page 1 of 2')
    expect(text).toContain('Page 2 of 2')
    // The running footer repeats the title on each page.
    expect(text.split('Affidavit of Rajesh Kumar Sharma')).toHaveLength(3)
  })

  it('prints the headings, the level-1 heading in capitals', () => {
    expect(text).toContain('GENERAL AFFIDAVIT')
    expect(text).toContain('Statements of fact')
    expect(text).toContain('Particulars of the premises')
  })

  it('numbers the list from its start and bullets the unordered one', () => {
    expect(text).toContain('3. Statement number 3 says')
    expect(text).toContain('26. Statement number 26 says')
    expect(text).not.toMatch(/\b1\. Statement/)
    expect(text).toContain('• A point without a number.')
  })

  it('prints the table, the signatures, the attestation and the blanks in brackets', () => {
    for (const cell of ['Particular', 'Detail', 'Monthly rent', '₹ 25,000', 'Place: Jaipur'])
      expect(text).toContain(cell)
    expect(text).toContain('DEPONENT')
    expect(text).toContain('IDENTIFIED BY')
    expect(text).toContain('BEFORE ME')
    expect(text).toContain('Solemnly affirmed before me by the deponent')
    expect(text).toContain('[Age of the deponent]')
    expect(text).toContain('[Name of the advocate]')
  })

  it('prints Hindi names and addresses in an embedded subset of Noto Sans Devanagari', () => {
    expect(text).toContain(comparable(DEVANAGARI_NAME))
    expect(text).toContain(comparable(DEVANAGARI_ADDRESS))
    // name type encoding emb sub uni: a subset (ABCDEF+) that is embedded.
    expect(pdfFonts(file)).toMatch(/^[A-Z]{6}\+NotoSansDevanagari\S*\s.*\byes\s+yes\s+(yes|no)\s/m)
  })

  it('never prints the guidance', () => {
    expect(text).not.toContain('Information, not legal advice')
    expect(text).not.toContain('A false affidavit is an offence')
  })
})

/** Each template's sample answers, built and printed: its title and its Hindi answers are in the PDF. */
describe.each([
  { template: affidavitTemplate, answers: affidavitSample },
  { template: rentAgreementTemplate, answers: rentAgreementSample },
  { template: bailApplicationTemplate, answers: bailApplicationSample },
])('the $template.type PDF of the sample answers', ({ template, answers }) => {
  const model = template.build(answers)
  const hindi = Object.values(answers)
    .flat()
    .filter((value) => /[\u0900-\u097F]/.test(value))
  let file: string
  let text: string
  beforeAll(async () => {
    file = await render(model, template.type)
    text = pdfText(file)
  })

  it('is A4 with the document title in its metadata, footer and numbered pages', () => {
    const info = pdfInfo(file)
    expect(info).toMatch(/^Page size:\s+595\.28 x 841\.89 pts \(A4\)/m)
    expect(info).toContain(`Title:           ${model.title}\n`)
    expect(text).toContain(comparable(model.title))
    expect(text).toMatch(/Page 1 of \d+/)
  })

  it('prints the Hindi answers of the sample', () => {
    expect(hindi.length).toBeGreaterThan(0)
    const squeezed = comparableWithoutSpaces(text)
    for (const value of hindi) expect(squeezed).toContain(comparableWithoutSpaces(value))
  })
})
