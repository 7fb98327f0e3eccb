import { documentFileName } from './file-name'

describe('documentFileName', () => {
  it('makes a lower-case, hyphenated name from the title and adds .pdf once', () => {
    expect(documentFileName('Rent agreement – Flat 4B')).toBe('rent-agreement-flat-4b.pdf')
    expect(documentFileName('Affidavit.PDF')).toBe('affidavit.pdf')
  })

  it('drops what file systems refuse and keeps letters of every script', () => {
    expect(documentFileName('a/b: "c"?')).toBe('a-b-c.pdf')
    expect(documentFileName('शपथ पत्र')).toBe('शपथ-पत्र.pdf')
  })

  it('falls back to document.pdf and keeps long titles to 80 characters', () => {
    expect(documentFileName('  ')).toBe('document.pdf')
    expect(documentFileName('a '.repeat(100))).toBe(`${'a-'.repeat(39)}a.pdf`)
  })
})
