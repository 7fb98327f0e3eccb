import { bnssSection, codeNamedIn, penalCode, sectionNumbers, sectionWord } from './law'

describe('penalCode', () => {
  it('reads offences from 1 July 2024 in the BNS and earlier ones in the IPC', () => {
    expect(penalCode('2024-06-30')).toBe('IPC')
    expect(penalCode('2024-07-01')).toBe('BNS')
    expect(penalCode('2023-11-20')).toBe('IPC')
    expect(penalCode('2025-01-14')).toBe('BNS')
  })

  it('does not guess without a date', () => {
    expect(penalCode('')).toBeUndefined()
    expect(penalCode('1 July 2024')).toBeUndefined()
  })
})

describe('bnssSection', () => {
  it('cites 480 before a Magistrate and 483 before a Court of Session or High Court for regular bail', () => {
    expect(bnssSection('regular', 'magistrate')).toBe('480')
    expect(bnssSection('regular', 'sessions')).toBe('483')
    expect(bnssSection('regular', 'high_court')).toBe('483')
    expect(bnssSection('regular', '')).toBeUndefined()
  })

  it('cites 482 for anticipatory bail, and nothing before the kind is chosen', () => {
    expect(bnssSection('anticipatory', 'sessions')).toBe('482')
    expect(bnssSection('anticipatory', 'high_court')).toBe('482')
    expect(bnssSection(undefined, 'sessions')).toBeUndefined()
  })
})

describe('sectionNumbers', () => {
  it('drops the words and code names the document prints itself', () => {
    expect(sectionNumbers('318(4), 61(2)')).toBe('318(4), 61(2)')
    expect(sectionNumbers('Sections 318(4), 61(2) BNS')).toBe('318(4), 61(2)')
    expect(sectionNumbers('u/s 420, 120B of the IPC')).toBe('420, 120B')
    expect(sectionNumbers('under section 303(2) of the Bharatiya Nyaya Sanhita, 2023')).toBe(
      '303(2)',
    )
  })

  it('says Section for one number and Sections for several', () => {
    expect(sectionWord('303(2)')).toBe('Section')
    expect(sectionWord('318(4), 61(2)')).toBe('Sections')
    expect(sectionWord('85 and 86')).toBe('Sections')
  })

  it('notices a code typed into the sections', () => {
    expect(codeNamedIn('302 IPC')).toBe('IPC')
    expect(codeNamedIn('103(1) BNS')).toBe('BNS')
    expect(codeNamedIn('318(4)')).toBeUndefined()
  })
})
