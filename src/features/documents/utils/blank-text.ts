/**
 * A blank's printed text: the placeholder in square brackets ('[Name of the deponent]'), as both the
 * preview and the PDF show it, so a draft printed early still says what is missing.
 */
export function blankText(text: string): string {
  const trimmed = text.trim()
  return trimmed.startsWith('[') && trimmed.endsWith(']') ? trimmed : `[${trimmed}]`
}
