import { execFileSync } from 'node:child_process'
import { fetchAs, type TestAccount } from './accounts'

/** Seeds a chat through the assistant function, as the app would send the question. */
export async function askThroughApi(account: TestAccount, message: string): Promise<string> {
  const response = await fetchAs(account, '/functions/v1/assistant', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message }),
  })
  if (!response.ok) throw new Error(`assistant: HTTP ${response.status} ${await response.text()}`)
  return ((await response.json()) as { chatId: string }).chatId
}

/** The text of a PDF as pdftotext reads it, spaces collapsed. */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
    /\s+/g,
    ' ',
  )
}
