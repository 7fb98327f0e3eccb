// @vitest-environment node
import seed from '../../supabase/seed.sql?raw'
import { DEMO_ACCOUNTS, isDemoEmail } from './demo'

describe('demo accounts', () => {
  it('are the ones supabase/seed.sql creates, with the same published password and names', () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(seed).toContain(`'${account.email}', '${account.name}'`)
      expect(seed).toContain(`extensions.crypt('${account.password}'`)
    }
  })

  it('recognises their e-mails in any case', () => {
    expect(isDemoEmail(' Demo.Client@LexSetu.in ')).toBe(true)
    expect(isDemoEmail('asha.rao@example.in')).toBe(false)
    expect(isDemoEmail(null)).toBe(false)
  })
})
