// The one font of LexSetu's PDFs. Noto Sans Devanagari (from npm, OFL) has Latin, ₹ and Devanagari,
// and react-pdf shapes Devanagari correctly (conjuncts, matras, reph), so Hindi prints as typed.
// The font files are passed in: the browser gives bundled URLs (register-bundled-pdf-fonts.ts),
// Node tests give file paths.
import { Font } from '@react-pdf/renderer'

export const PDF_FONT_FAMILY = 'Noto Sans Devanagari'

/** Registers the regular (400) and bold (700) faces of PDF_FONT_FAMILY from these sources. */
export function registerPdfFonts(regular: string, bold: string) {
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: regular, fontWeight: 400 },
      { src: bold, fontWeight: 700 },
    ],
  })
  // Words are never split with a hyphen (react-pdf's default hyphenation is English-only).
  Font.registerHyphenationCallback((word) => [word])
}
