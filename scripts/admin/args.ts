// The command line of `npm run admin -- <command>`: which command, its e-mail and its flags.
// Nothing here talks to the backend; a mistake here is a usage error (exit code 2).
import { parseArgs } from 'node:util'

export type Command =
  | { name: 'help' }
  | { name: 'upgrades' }
  | { name: 'grant-premium'; email: string }
  | { name: 'revoke-premium'; email: string }
  | { name: 'advocates'; pending: boolean }
  | { name: 'verify-advocate'; email: string }
  | { name: 'reject-advocate'; email: string; reason: string }
  | { name: 'messages'; limit: number | undefined }
  | { name: 'feedback'; unhelpful: boolean; limit: number | undefined }
  | { name: 'reset-demo' }
  | { name: 'backup'; dir: string }
  | { name: 'restore'; file: string }

type ParsedArgs =
  | { ok: true; command: Command; json: boolean }
  | { ok: false; message: string; showUsage?: boolean }

const COMMAND_NAMES = [
  'upgrades',
  'grant-premium',
  'revoke-premium',
  'advocates',
  'verify-advocate',
  'reject-advocate',
  'messages',
  'feedback',
  'reset-demo',
  'backup',
  'restore',
  'help',
] as const

type Flag = 'pending' | 'reason' | 'limit' | 'unhelpful' | 'dir'

/** The flags each command accepts besides --json and --help. */
const FLAGS_OF: Record<(typeof COMMAND_NAMES)[number], Flag[]> = {
  upgrades: [],
  'grant-premium': [],
  'revoke-premium': [],
  advocates: ['pending'],
  'verify-advocate': [],
  'reject-advocate': ['reason'],
  messages: ['limit'],
  feedback: ['unhelpful', 'limit'],
  'reset-demo': [],
  backup: ['dir'],
  restore: [],
  help: [],
}

const REASON_LENGTH = { min: 3, max: 500 }
const MAX_LIMIT = 1000

const usage = (message: string): ParsedArgs => ({ ok: false, message })
const isCommandName = (name: string): name is (typeof COMMAND_NAMES)[number] =>
  (COMMAND_NAMES as readonly string[]).includes(name)

/** node:util's messages, without its advice about '--' (which fits no command of ours). */
function parseArgsMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.split('. To specify')[0].split('\n').slice(0, 2).join(' ').replace(/\.?$/, '.')
}

/** An e-mail as the database stores it (public.users.email is lower-case). */
function emailArgument(command: string, positionals: string[]): string | ParsedArgs {
  if (positionals.length === 0) return usage(`${command} needs the account's e-mail address.`)
  if (positionals.length > 1)
    return usage(`${command} takes one e-mail address, not ${positionals.length} arguments.`)
  const email = positionals[0].trim().toLowerCase()
  if (!/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+$/u.test(email))
    return usage(`${JSON.stringify(positionals[0])} is not an e-mail address.`)
  return email
}

/** argv without `node cli.ts`: e.g. ['grant-premium', 'a@b.c', '--json']. */
export function parseAdminArgs(argv: string[]): ParsedArgs {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        pending: { type: 'boolean' },
        reason: { type: 'string' },
        limit: { type: 'string' },
        unhelpful: { type: 'boolean' },
        dir: { type: 'string' },
      },
    })
  } catch (error) {
    return usage(parseArgsMessage(error))
  }
  const { values, positionals } = parsed
  const json = values.json === true
  const [name, ...rest] = positionals
  if (values.help || name === 'help') return { ok: true, command: { name: 'help' }, json }
  if (name === undefined) return { ok: false, message: 'No command given.', showUsage: true }
  if (!isCommandName(name))
    return { ok: false, message: `Unknown command ${JSON.stringify(name)}.`, showUsage: true }

  const allowed = FLAGS_OF[name]
  for (const flag of ['pending', 'reason', 'limit', 'unhelpful', 'dir'] as const) {
    if (values[flag] !== undefined && !allowed.includes(flag))
      return usage(`${name} does not take --${flag}.`)
  }

  switch (name) {
    case 'help':
      return { ok: true, command: { name }, json }
    case 'backup': {
      if (rest.length > 0)
        return usage(
          `backup takes no argument (got ${JSON.stringify(rest[0])}); --dir names the folder.`,
        )
      if (values.dir !== undefined && values.dir.trim() === '')
        return usage('--dir needs a folder.')
      return { ok: true, command: { name, dir: values.dir ?? 'backups' }, json }
    }
    case 'restore': {
      if (rest.length !== 1)
        return usage('restore takes the backup file to restore, and only that.')
      return { ok: true, command: { name, file: rest[0] }, json }
    }
    case 'upgrades':
    case 'reset-demo':
    case 'advocates': {
      if (rest.length > 0)
        return usage(`${name} takes no argument (got ${JSON.stringify(rest[0])}).`)
      if (name === 'advocates')
        return { ok: true, command: { name, pending: values.pending === true }, json }
      return { ok: true, command: { name }, json }
    }
    case 'messages':
    case 'feedback': {
      if (rest.length > 0)
        return usage(`${name} takes no argument (got ${JSON.stringify(rest[0])}).`)
      let limit: number | undefined
      if (values.limit !== undefined) {
        limit = Number(values.limit)
        if (!/^\d+$/.test(values.limit) || limit < 1 || limit > MAX_LIMIT)
          return usage(`--limit must be a whole number from 1 to ${MAX_LIMIT}.`)
      }
      if (name === 'feedback')
        return { ok: true, command: { name, unhelpful: values.unhelpful === true, limit }, json }
      return { ok: true, command: { name, limit }, json }
    }
    case 'grant-premium':
    case 'revoke-premium':
    case 'verify-advocate': {
      const email = emailArgument(name, rest)
      if (typeof email !== 'string') return email
      return { ok: true, command: { name, email }, json }
    }
    case 'reject-advocate': {
      const email = emailArgument(name, rest)
      if (typeof email !== 'string') return email
      const reason = values.reason?.trim()
      if (reason === undefined || reason === '')
        return usage(
          `reject-advocate needs --reason "…" (${REASON_LENGTH.min} to ${REASON_LENGTH.max} characters).`,
        )
      if (reason.length < REASON_LENGTH.min || reason.length > REASON_LENGTH.max)
        return usage(
          `--reason must be ${REASON_LENGTH.min} to ${REASON_LENGTH.max} characters (got ${reason.length}).`,
        )
      return { ok: true, command: { name, email, reason }, json }
    }
  }
}
