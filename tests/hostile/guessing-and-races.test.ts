import { createHash } from 'node:crypto'
import { expect, it } from 'vitest'
import { DEFAULT_SECRET_KEY } from '../../server/env'
import { describeOnEachDatabase } from '../support/test-databases'
import { useHostileBackend } from './support'

const json = { 'content-type': 'application/json' }
const PASSWORD = 'guess-me-not-123'

describeOnEachDatabase('code guessing and races on unique keys', (target) => {
  const h = useHostileBackend(target)
  const post = (path: string, body: unknown) =>
    h.send(path, { method: 'POST', headers: json, body: JSON.stringify(body) })
  const signUp = async (prefix: string) => {
    const email = `${prefix}-${target.database}@example.com`
    expect((await post('/auth/v1/signup', { email, password: PASSWORD })).status).toBe(200)
    return email
  }
  /** Asks for a recovery mail and reads its 6-digit code from the dev mailbox. */
  const recoveryCode = async (email: string) => {
    expect((await post('/auth/v1/recover', { email })).status).toBe(200)
    const mailbox = await h.send(`/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`, {
      headers: { apikey: DEFAULT_SECRET_KEY },
    })
    const mails = (await mailbox.json()) as { body: string }[]
    return /code: (\d{6})/.exec(mails.at(-1)!.body)![1]
  }
  const verify = (email: string, token: string) =>
    post('/auth/v1/verify', { type: 'recovery', email, token }).then((response) => response.status)
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

  it('keeps a code valid after four wrong guesses', async () => {
    const email = await signUp('patient')
    const code = await recoveryCode(email)
    for (let i = 0; i < 4; i++) expect(await verify(email, wrong(code))).toBe(403)
    expect(await verify(email, code)).toBe(200)
  })

  it('spends the code after five wrong guesses, so it cannot be guessed within its hour; a new one works', async () => {
    const email = await signUp('guessed')
    const code = await recoveryCode(email)
    for (let i = 0; i < 5; i++) expect(await verify(email, wrong(code))).toBe(403)
    expect(await verify(email, code)).toBe(403)
    expect(await verify(email, await recoveryCode(email))).toBe(200)
  })

  it('does not let a guessed code be turned into a link: token_hash is not sha224(address + code)', async () => {
    const email = await signUp('linked')
    const code = await recoveryCode(email)
    // GoTrue's link hash: anyone who knows the address could try all codes as links, uncounted.
    const guessable = createHash('sha224')
      .update(email + code)
      .digest('hex')
    const asLink = await post('/auth/v1/verify', { type: 'recovery', token_hash: guessable })
    expect(asLink.status).toBe(403)
    expect(await verify(email, code)).toBe(200)
  })

  it('counts wrong codes only for addresses that are waiting for one', async () => {
    for (let i = 0; i < 3; i++) expect(await verify(`nobody-${i}@example.com`, '123456')).toBe(403)
    const counted = await h
      .backend()
      .db.query("select email from auth.otp_failures where email like 'nobody-%'")
    expect(counted.rows).toEqual([])
  })

  it('answers 30 parallel sign-ups of one new address with one session and 29 × 422 user_already_exists', async () => {
    const email = `signup-racer-${target.database}@example.com`
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => post('/auth/v1/signup', { email, password: PASSWORD })),
    )
    const answers = await Promise.all(
      responses.map(async (response) => {
        const body = (await response.json()) as { error_code?: string }
        return `${response.status} ${response.status === 200 ? 'session' : body.error_code}`
      }),
    )
    expect(answers.filter((answer) => answer === '200 session')).toHaveLength(1)
    expect(answers.filter((answer) => answer !== '200 session')).toEqual(
      Array(29).fill('422 user_already_exists'),
    )
    await h.expectHealthy('a sign-up race')
  })
})
