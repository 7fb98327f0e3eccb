// The requests of `npm run bench:hostile`, and a client that sends them from its own
// loopback address, so that the backend counts each client apart (clientKeyOf: the socket's address).
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { DEFAULT_ANON_KEY } from '../server/env'

export type Call = { method: 'GET' | 'POST'; path: string; token?: string; body?: string }
/** status 0: no answer (connection refused or reset, or no answer within the client's timeout). */
export type Answer = { status: number; ms: number }

const ANSWER_TIMEOUT_MS = 60_000

export function loopbackClient(baseUrl: string, localAddress: string) {
  const { hostname, port } = new URL(baseUrl)
  const agent = new http.Agent({ keepAlive: true })
  const send = ({ method, path, token, body }: Call): Promise<Answer> =>
    new Promise((resolve) => {
      const started = performance.now()
      const done = (status: number) => resolve({ status, ms: performance.now() - started })
      const request = http.request(
        {
          host: hostname,
          port,
          path,
          method,
          agent,
          localAddress,
          timeout: ANSWER_TIMEOUT_MS,
          headers: {
            apikey: DEFAULT_ANON_KEY,
            authorization: `Bearer ${token ?? DEFAULT_ANON_KEY}`,
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/json', prefer: 'return=minimal' }),
          },
        },
        (response) => {
          response.resume()
          response.on('end', () => done(response.statusCode ?? 0))
          response.on('error', () => done(0))
        },
      )
      request.on('timeout', () => request.destroy())
      request.on('error', () => done(0))
      request.end(body)
    })
  return { send, close: () => agent.destroy() }
}

export type LoopbackClient = ReturnType<typeof loopbackClient>

/** A signed-up user's access token (e-mail confirmation is off on a local backend). */
export async function signUp(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: DEFAULT_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a-bench-password-123' }),
  })
  const body = (await response.json()) as { access_token?: string }
  if (!body.access_token) throw new Error(`sign-up of ${email} failed: ${JSON.stringify(body)}`)
  return body.access_token
}

/** (a) A regular expression whose nested counted repetitions PGlite cannot compile in time. */
export const REGEX_FILTER = `/rest/v1/kb_entries?select=act&limit=1&title=match.${encodeURIComponent(
  '((((a{1,20}){1,20}){1,20}){1,20})',
)}`

/** (b) Embeds nested six deep, each level multiplying the rows of the one above. */
export const EMBED_BOMB =
  '/rest/v1/kb_acts?select=code,kb_entries(section,kb_acts(code,kb_entries(section,kb_acts(code,kb_entries(section)))))'

/** (c) A 2,000-character question made only of terms the knowledge base expands to synonyms. */
export function synonymQuestion(): string {
  const file = new URL('../supabase/knowledge/synonyms.json', import.meta.url)
  const terms = Object.keys(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
  let question = ''
  for (let i = 0; question.length < 2000; i++) question += `${terms[i % terms.length]} `
  return question.slice(0, 2000)
}

/** (d) As many chats as fit in a 1 MiB body (the backend's default limit). */
export function bulkChats(maxBytes = 1_048_576): string {
  const row = '{"title":"x"}'
  const rows = Math.floor((maxBytes - 2) / (row.length + 1))
  return `[${Array<string>(rows).fill(row).join(',')}]`
}
