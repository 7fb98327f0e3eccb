// Makes the one web font every page loads (src/styles/fonts/inter-latin-400-700.woff2): Inter from
// @fontsource-variable/inter, cut to the characters LexSetu writes (ASCII, Latin-1 and a little
// typographic punctuation) and to the weights it uses (400 to 700, still variable). 28 KiB instead of
// the 48 KiB latin file. Characters outside it (₹, ā, Devanagari) come from the system fonts next in
// the stack. Run `npm run font` after upgrading the font package; a test checks the
// committed file and src/styles/font.css's unicode-range match this script.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'

export const FONT_OUTPUT = 'src/styles/fonts/inter-latin-400-700.woff2'
const SOURCE = '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'

/** Code point ranges, inclusive; font.css's unicode-range lists exactly these. */
const FONT_RANGES = [
  [0x20, 0x7e], // ASCII
  [0xa0, 0xff], // Latin-1: é, ©, §, ·, ×
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2192, 0x2192], // →
  [0x2212, 0x2212], // −
]

const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0')

/** The CSS unicode-range of FONT_RANGES. */
export function unicodeRange() {
  return FONT_RANGES.map(([from, to]) =>
    from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
  ).join(', ')
}

/** The subset font file, as bytes. */
export async function buildFontSubset() {
  const source = fs.readFileSync(createRequire(import.meta.url).resolve(SOURCE))
  const text = FONT_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('')
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await buildFontSubset()
  fs.writeFileSync(FONT_OUTPUT, font)
  console.log(
    `${FONT_OUTPUT}: ${(font.length / 1024).toFixed(1)} KiB; unicode-range: ${unicodeRange()}`,
  )
}
