import { describe, expect, it } from 'vitest'
import { parseAdminArgs } from './args.ts'

const ok = (argv: string[]) => {
  const parsed = parseAdminArgs(argv)
  if (!parsed.ok) throw new Error(`expected ${argv.join(' ')} to parse: ${parsed.message}`)
  return parsed
}
const usageError = (argv: string[]) => {
  const parsed = parseAdminArgs(argv)
  if (parsed.ok) throw new Error(`expected ${argv.join(' ')} to be a usage error`)
  return parsed.message
}

describe('the operator command line', () => {
  it('reads each command with its argument and flags', () => {
    expect(ok(['upgrades']).command).toEqual({ name: 'upgrades' })
    expect(ok(['grant-premium', 'a@b.c']).command).toEqual({
      name: 'grant-premium',
      email: 'a@b.c',
    })
    expect(ok(['revoke-premium', 'a@b.c']).command).toEqual({
      name: 'revoke-premium',
      email: 'a@b.c',
    })
    expect(ok(['advocates']).command).toEqual({ name: 'advocates', pending: false })
    expect(ok(['advocates', '--pending']).command).toEqual({ name: 'advocates', pending: true })
    expect(ok(['verify-advocate', 'adv@b.c']).command).toEqual({
      name: 'verify-advocate',
      email: 'adv@b.c',
    })
    expect(
      ok(['reject-advocate', 'adv@b.c', '--reason', 'Bar enrolment not found']).command,
    ).toEqual({ name: 'reject-advocate', email: 'adv@b.c', reason: 'Bar enrolment not found' })
    expect(ok(['messages']).command).toEqual({ name: 'messages', limit: undefined })
    expect(ok(['messages', '--limit', '5']).command).toEqual({ name: 'messages', limit: 5 })
    expect(ok(['messages', '--limit=20']).command).toEqual({ name: 'messages', limit: 20 })
    expect(ok(['reset-demo']).command).toEqual({ name: 'reset-demo' })
    expect(ok(['feedback']).command).toEqual({
      name: 'feedback',
      unhelpful: false,
      limit: undefined,
    })
    expect(ok(['feedback', '--unhelpful', '--limit', '20']).command).toEqual({
      name: 'feedback',
      unhelpful: true,
      limit: 20,
    })
  })

  it('reads backup with its folder and restore with its file', () => {
    expect(ok(['backup']).command).toEqual({ name: 'backup', dir: 'backups' })
    expect(ok(['backup', '--dir', '/var/backups/lexsetu']).command).toEqual({
      name: 'backup',
      dir: '/var/backups/lexsetu',
    })
    expect(ok(['restore', 'backups/lexsetu-20261128-051502.dump']).command).toEqual({
      name: 'restore',
      file: 'backups/lexsetu-20261128-051502.dump',
    })
    expect(usageError(['backup', 'somewhere'])).toMatch(/--dir names the folder/)
    expect(usageError(['backup', '--dir', ' '])).toBe('--dir needs a folder.')
    expect(usageError(['restore'])).toMatch(/the backup file/)
    expect(usageError(['restore', 'a.dump', 'b.dump'])).toMatch(/the backup file/)
    expect(usageError(['upgrades', '--dir', 'x'])).toBe('upgrades does not take --dir.')
  })

  it('takes --json and flags before or after the command', () => {
    expect(ok(['--json', 'upgrades'])).toEqual({
      ok: true,
      command: { name: 'upgrades' },
      json: true,
    })
    expect(ok(['advocates', '--json', '--pending'])).toEqual({
      ok: true,
      command: { name: 'advocates', pending: true },
      json: true,
    })
    expect(ok(['upgrades']).json).toBe(false)
  })

  it('answers help, --help and -h, also after a command', () => {
    for (const argv of [['help'], ['--help'], ['-h'], ['grant-premium', '--help'], ['help', 'x']])
      expect(ok(argv).command).toEqual({ name: 'help' })
  })

  it('trims and lower-cases the e-mail, as public.users stores it', () => {
    expect(ok(['grant-premium', '  Asha.Rao@Example.COM ']).command).toEqual({
      name: 'grant-premium',
      email: 'asha.rao@example.com',
    })
  })

  it('refuses no command and an unknown command, showing the list', () => {
    expect(parseAdminArgs([])).toEqual({ ok: false, message: 'No command given.', showUsage: true })
    expect(parseAdminArgs(['grant'])).toEqual({
      ok: false,
      message: 'Unknown command "grant".',
      showUsage: true,
    })
  })

  it('refuses a missing, extra or malformed e-mail', () => {
    expect(usageError(['grant-premium'])).toBe("grant-premium needs the account's e-mail address.")
    expect(usageError(['verify-advocate', 'a@b.c', 'd@e.f'])).toBe(
      'verify-advocate takes one e-mail address, not 2 arguments.',
    )
    expect(usageError(['revoke-premium', 'not-an-email'])).toBe(
      '"not-an-email" is not an e-mail address.',
    )
    expect(usageError(['revoke-premium', 'a@b@c'])).toMatch(/is not an e-mail address/)
    expect(usageError(['revoke-premium', 'a\u001b[31m@b.c'])).toBe(
      '"a\\u001b[31m@b.c" is not an e-mail address.',
    )
  })

  it('refuses reject-advocate without a reason of 3 to 500 characters', () => {
    expect(usageError(['reject-advocate', 'a@b.c'])).toMatch(/^reject-advocate needs --reason/)
    expect(usageError(['reject-advocate', 'a@b.c', '--reason', '   '])).toMatch(/needs --reason/)
    expect(usageError(['reject-advocate', 'a@b.c', '--reason', 'no'])).toBe(
      '--reason must be 3 to 500 characters (got 2).',
    )
    expect(usageError(['reject-advocate', 'a@b.c', '--reason', 'x'.repeat(501)])).toMatch(/got 501/)
    expect(usageError(['reject-advocate', 'a@b.c', '--reason'])).toMatch(/--reason.*missing/)
  })

  it('refuses unknown options and options of another command', () => {
    expect(usageError(['upgrades', '--all'])).toBe("Unknown option '--all'.")
    expect(usageError(['upgrades', '--pending'])).toBe('upgrades does not take --pending.')
    expect(usageError(['grant-premium', 'a@b.c', '--reason', 'why'])).toBe(
      'grant-premium does not take --reason.',
    )
    expect(usageError(['advocates', '--json=yes'])).toBe(
      "Option '--json' does not take an argument.",
    )
  })

  it('refuses arguments to commands that take none', () => {
    expect(usageError(['upgrades', 'now'])).toBe('upgrades takes no argument (got "now").')
    expect(usageError(['advocates', 'pending'])).toBe(
      'advocates takes no argument (got "pending").',
    )
    expect(usageError(['messages', '5'])).toBe('messages takes no argument (got "5").')
    expect(usageError(['reset-demo', 'yes'])).toBe('reset-demo takes no argument (got "yes").')
  })

  it('refuses a --limit that is not a whole number from 1 to 1000', () => {
    for (const limit of ['0', '-1', '1.5', 'ten', '1001', ''])
      expect(usageError(['messages', `--limit=${limit}`])).toBe(
        '--limit must be a whole number from 1 to 1000.',
      )
    expect(ok(['messages', '--limit', '1000']).command).toEqual({ name: 'messages', limit: 1000 })
    expect(usageError(['feedback', '--limit', '0'])).toBe(
      '--limit must be a whole number from 1 to 1000.',
    )
  })

  it('takes --unhelpful with feedback only, and no argument', () => {
    expect(usageError(['messages', '--unhelpful'])).toBe('messages does not take --unhelpful.')
    expect(usageError(['feedback', '--pending'])).toBe('feedback does not take --pending.')
    expect(usageError(['feedback', 'bad'])).toBe('feedback takes no argument (got "bad").')
  })
})
