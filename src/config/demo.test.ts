// @vitest-environment node
import seed from '../../supabase/seeds/accounts.sql?raw'
import { DEMO_ACCOUNTS, isDemoEmail } from './demo'

describe('demo accounts', () => {
  it('are the ones supabase/seeds/accounts.sql creates, with the same published password and names', () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const row = seed.split('\n').find((line) => line.includes(`'${account.email}'`))
      expect(row).toContain(`'${account.email}', '${account.name}'`)
      expect(row).toMatch(new RegExp(`, '${account.password}'\\)`))
    }
  })

  it('recognises their e-mails in any case', () => {
    expect(isDemoEmail(' Demo.Client@LexSetu.in ')).toBe(true)
    expect(isDemoEmail('asha.rao@example.in')).toBe(false)
    expect(isDemoEmail(null)).toBe(false)
  })
})
