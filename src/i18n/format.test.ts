// The formats of each language: the module is loaded again at an English and at a Hindi address
// (src/i18n/locale.ts).
async function formatAt(pathname: string) {
  window.history.replaceState(null, '', pathname)
  vi.resetModules()
  return import('./format')
}

afterEach(() => window.history.replaceState(null, '', '/'))

describe('English formats', () => {
  it('groups in lakhs and crores, with the rupee sign and whole rupees', async () => {
    const { formatNumber, formatRupees } = await formatAt('/')
    expect(formatNumber(12345678)).toBe('1,23,45,678')
    expect(formatRupees(1250000)).toBe('₹12,50,000')
  })

  it('writes 0 and 2 in the plural, 1 in the singular', async () => {
    const { plural } = await formatAt('/')
    const replies = { one: '# reply', other: '# replies' }
    expect([0, 1, 2].map((count) => plural(count, replies))).toEqual([
      '0 replies',
      '1 reply',
      '2 replies',
    ])
  })
})

describe('Hindi formats', () => {
  it('groups the same way, in Latin digits', async () => {
    const { formatNumber, formatRupees } = await formatAt('/hi/')
    expect(formatNumber(12345678)).toBe('1,23,45,678')
    expect(formatRupees(1250000)).toBe('₹12,50,000')
  })

  it('writes 0 and 1 in the singular ("one"), 2 in the plural', async () => {
    const { plural } = await formatAt('/hi/forum')
    const comments = { one: '# टिप्पणी', other: '# टिप्पणियाँ' }
    expect([0, 1, 2].map((count) => plural(count, comments))).toEqual([
      '0 टिप्पणी',
      '1 टिप्पणी',
      '2 टिप्पणियाँ',
    ])
  })
})
