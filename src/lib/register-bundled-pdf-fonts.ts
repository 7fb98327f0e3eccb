// Browser only (the PDF workers): the font files as URLs of the build, fetched when a PDF is made.
import bold from '@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf?url'
import regular from '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf?url'
import { registerPdfFonts } from './pdf-fonts'

/** Registers the bundled Noto Sans Devanagari files for react-pdf. */
export function registerBundledPdfFonts() {
  registerPdfFonts(regular, bold)
}
