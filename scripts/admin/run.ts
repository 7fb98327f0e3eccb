// The operator CLI without its process: arguments in, lines out, an exit code back.
// 0 done (a no-op included), 1 refused (by the database, or the backend is unreachable), 2 usage.
import type { SupabaseClient } from '@supabase/supabase-js'
import { parseAdminArgs } from './args.ts'
import type { DatabaseTools } from './backup.ts'
import { execute, RpcFailure } from './commands.ts'
import { UsageError } from './target.ts'
import { USAGE } from './usage.ts'

type ExitCode = 0 | 1 | 2

type AdminDeps = {
  /**
   * The client (service role), the URL it talks to and its key (never printed); called only by
   * commands that need them. Throws UsageError when the environment names no usable backend.
   */
  connect: () => { client: SupabaseClient; url: string; key?: string }
  /** pg_dump and pg_restore on DATABASE_URL, for backup and restore; throws UsageError without it. */
  database: () => DatabaseTools
  /** Who the audit log names. */
  operator: string
  /** One line (or block) of output each; the caller adds the newline. */
  out: (text: string) => void
  err: (text: string) => void
  /** For dates; the machine's own when undefined. */
  timeZone?: string
}

/** Anything shaped like a JWT (header.payload.signature, base64url of '{"'). */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]+/g
/** Control characters but line breaks and tabs. */
const CONTROL = /(?![\n\t])\p{Cc}/gu
const MAX_MESSAGE = 500

/** Keys (any string of 8+ characters) added later are redacted too. */
function redactor() {
  const secrets = new Set<string>()
  const redact = (text: string) => {
    let safe = text
    for (const secret of secrets) safe = safe.split(secret).join('[redacted]')
    return safe.replace(JWT, '[redacted]')
  }
  const add = (secret: string | undefined) => {
    if (secret && secret.length >= 8) secrets.add(secret)
  }
  return { redact, add }
}

const short = (text: string) =>
  text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE - 1)}…` : text

/** What the operator reads when the backend said no (or said nothing). */
function refusalMessage(failure: RpcFailure, url: string): string {
  const { status, code, fn } = failure
  const message = short(failure.message.replace(CONTROL, ' ').trim())
  if (status === 0)
    return `Cannot reach the backend at ${url}. Start it with \`npm run dev\` (or \`npm run backend\`), or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.`
  if (code === 'PGRST202' || code === '42883')
    return `The database at ${url} has no function public.${fn}: apply supabase/migrations (restart \`npm run backend\`, or \`supabase db push\` for a hosted project).`
  if (code === 'PGRST301' || code === 'PGRST303' || (status === 401 && !code))
    return `The backend at ${url} did not accept the service role key (${message || `HTTP ${status}`}). Check SUPABASE_SERVICE_ROLE_KEY, or SERVICE_ROLE_KEY for the embedded backend.`
  if (code === '42501')
    return `The backend at ${url} refused: ${message}. The key must be the service role key, not the anon key.`
  if (!code && message.startsWith('<'))
    return `The server at ${url} answered HTTP ${status} with a web page: it is not a Supabase API.`
  // LS0xx: messages written for people, shown as they are.
  if (/^LS\d{3}$/.test(code)) return message
  const what = message || `HTTP ${status}`
  return code ? `${what} (${code})` : `The backend at ${url} answered HTTP ${status}: ${what}`
}

/** Runs one command: `args` is argv without `node cli.ts`. */
export async function runAdmin(args: string[], deps: AdminDeps): Promise<ExitCode> {
  const { redact, add: addSecret } = redactor()
  const out = (text: string) => deps.out(redact(text))
  const err = (text: string) => deps.err(redact(text.replace(CONTROL, '\uFFFD')))

  const parsed = parseAdminArgs(args)
  if (!parsed.ok) {
    err(
      parsed.showUsage
        ? `${parsed.message}\n\n${USAGE}`
        : `${parsed.message}\nRun \`npm run admin -- help\` for the commands and their options.`,
    )
    return 2
  }
  const { command, json } = parsed
  if (command.name === 'help') {
    out(USAGE)
    return 0
  }

  let url = ''
  try {
    if (command.name === 'backup' || command.name === 'restore') {
      const tools = deps.database()
      if (command.name === 'backup') {
        const file = await tools.backup(command.dir)
        out(json ? JSON.stringify({ file }, null, 2) : `Backed up the database to ${file}`)
      } else {
        await tools.restore(command.file)
        out(json ? JSON.stringify({ restored: command.file }, null, 2) : `Restored ${command.file}`)
      }
      return 0
    }
    const connection = deps.connect()
    addSecret(connection.key)
    url = connection.url
    const output = await execute(command, {
      client: connection.client,
      operator: deps.operator,
      timeZone: deps.timeZone,
    })
    out(json ? JSON.stringify(output.json, null, 2) : output.lines.join('\n'))
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      err(error.message)
      return 2
    }
    if (error instanceof RpcFailure) {
      err(refusalMessage(error, url))
      return 1
    }
    err(`Unexpected error: ${short(error instanceof Error ? error.message : String(error))}`)
    return 1
  }
}
