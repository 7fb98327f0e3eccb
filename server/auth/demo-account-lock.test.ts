import { describe, expect, it } from 'vitest'
import { DbError } from '../db/driver'
import { demoAccountLockedError, DEMO_ACCOUNT_LOCKED_SQLSTATE } from './demo-account-lock'
import { AuthError } from './errors'

describe('demoAccountLockedError', () => {
  it('turns the trigger refusal (LS001) into 403 demo_account_locked', () => {
    const refusal = new DbError({
      code: DEMO_ACCOUNT_LOCKED_SQLSTATE,
      message: 'Demo accounts cannot change their e-mail or password.',
    })

    const mapped = demoAccountLockedError(refusal)

    expect(mapped).toBeInstanceOf(AuthError)
    expect(mapped).toMatchObject({
      status: 403,
      code: 'demo_account_locked',
      message: 'Demo accounts cannot change their e-mail or password.',
    })
  })

  it('recognises the refusal as the node-postgres driver reports it (a plain error with a code)', () => {
    const fromPg = Object.assign(
      new Error('Demo accounts cannot change their e-mail or password.'),
      {
        code: 'LS001',
      },
    )
    expect(demoAccountLockedError(fromPg)?.code).toBe('demo_account_locked')
  })

  it.each([
    ['another database error', new DbError({ code: '23505', message: 'duplicate key' })],
    ['a plain error', new Error('boom')],
    ['an auth error', new AuthError(422, 'email_exists', 'taken')],
    ['nothing', undefined],
  ])('leaves %s alone', (_, error) => {
    expect(demoAccountLockedError(error)).toBeUndefined()
  })
})
