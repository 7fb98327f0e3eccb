// Reading a PDF back with poppler (pdftotext, pdfinfo, pdffonts), as a person's PDF viewer would.
import { execFileSync } from 'node:child_process'

const run = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: 'utf8' })

/**
 * Text compared the way poppler can read it back: pdftotext gives the visual order of Devanagari
 * (the i-matra before its consonant, the reph after), so both sides drop those two and collapse spaces.
 */
export function comparable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u093F/g, '')
    .replace(/\u0930\u094D/g, '')
    .replace(/\s+/g, ' ')
}

/**
 * Stricter still for Devanagari in justified lines: the font draws ई as इ plus a mark that poppler
 * reads as nothing, and it may read a matra as a word of its own ('पुण े'), so spaces go too.
 * (The rendering itself is right: it is checked by eye in a pdftoppm image.)
 */
export const comparableWithoutSpaces = (text: string) =>
  comparable(text)
    .replace(/\u0908/g, '\u0907')
    .replace(/ /g, '')

/** The PDF's text in layout order, comparable(). */
export const pdfText = (file: string) => comparable(run('pdftotext', '-layout', file, '-'))
export const pdfInfo = (file: string) => run('pdfinfo', file)
export const pdfFonts = (file: string) => run('pdffonts', file)
