/**
 * The PDF's file name from the document's title: lower case words joined by hyphens, letters of
 * every script kept ('Rent Agreement – 2BHK' → 'rent-agreement-2bhk.pdf'); 'document.pdf' when
 * nothing is left.
 */
export function documentFileName(title: string): string {
  const slug = title
    .replace(/\.pdf$/i, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .join('-')
  return `${Array.from(slug).slice(0, 80).join('').replace(/-+$/, '') || 'document'}.pdf`
}
