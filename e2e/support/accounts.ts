import { ANON_KEY, BACKEND_URL, SERVICE_KEY } from './test-backend'

export type Role = 'client' | 'advocate'

export type TestAccount = {
  id: string
  email: string
  password: string
  role: Role
  /** The profile's display name, or null when the profile has none (or no profile exists). */
  name: string | null
}

export const TEST_PASSWORD = 'correct-horse-42'

let sequence = 0

/** An address no other test (in this or a parallel worker) uses: time, process and counter. */
export function uniqueEmail(label: string): string {
  sequence += 1
  return `${label}.${Date.now().toString(36)}.${process.pid}.${sequence}@example.in`.toLowerCase()
}

const authHeaders = {
  apikey: ANON_KEY,
  authorization: `Bearer ${ANON_KEY}`,
  'content-type': 'application/json',
  'x-supabase-api-version': '2024-01-01',
}

async function expectOk(response: Response, what: string) {
  if (!response.ok) {
    throw new Error(`${what}: HTTP ${response.status} ${await response.text()}`)
  }
}

type SignUpResponse = { access_token: string; user: { id: string } }

/**
 * Seeds an account straight through the backend's API, as the app's sign-up does (docs/PRODUCT.md
 * §7): POST /auth/v1/signup with the role and name as metadata, from which the database creates
 * the profile. Use it for tests whose subject is not the sign-up form itself.
 */
export async function createAccount({
  role = 'client',
  name = null,
  label = role,
  password = TEST_PASSWORD,
}: {
  role?: Role
  name?: string | null
  label?: string
  password?: string
} = {}): Promise<TestAccount> {
  const email = uniqueEmail(label)
  const signUp = await fetch(`${BACKEND_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: authHeaders,
    body: JSON.stringify({ email, password, data: { role, name } }),
  })
  await expectOk(signUp, `sign-up of ${email}`)
  const session = (await signUp.json()) as SignUpResponse
  return { id: session.user.id, email, password, role, name }
}

/** The password-grant session of an account, e.g. to call the REST API as that user. */
export async function signInThroughApi(account: Pick<TestAccount, 'email' | 'password'>) {
  const response = await fetch(`${BACKEND_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: authHeaders,
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  await expectOk(response, `sign-in of ${account.email}`)
  return (await response.json()) as SignUpResponse & { refresh_token: string }
}

/** A request to the backend (`path`, e.g. '/rest/v1/users?…') as this account, signed in anew. */
export async function fetchAs(
  account: Pick<TestAccount, 'email' | 'password'>,
  path: string,
  { headers, ...init }: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
) {
  const { access_token } = await signInThroughApi(account)
  return fetch(`${BACKEND_URL}${path}`, {
    ...init,
    headers: { apikey: ANON_KEY, authorization: `Bearer ${access_token}`, ...headers },
  })
}

/** The account's own `users` row, read through the REST API as that user (null: none). */
export async function readOwnProfile(account: Pick<TestAccount, 'email' | 'password'>) {
  const query = `select=email,role,plan,is_verified&email=eq.${encodeURIComponent(account.email)}`
  const response = await fetchAs(account, `/rest/v1/users?${query}`)
  await expectOk(response, `profile of ${account.email}`)
  const rows = (await response.json()) as Record<string, unknown>[]
  return rows[0] ?? null
}

/**
 * Asks the backend to e-mail a password-recovery link that returns to `redirectTo`, and reads
 * it from the backend's development mailbox (GET /auth/v1/dev/mailbox; nothing is sent).
 */
export async function mailedRecoveryLink(email: string, redirectTo: string): Promise<string> {
  const recover = await fetch(
    `${BACKEND_URL}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`,
    { method: 'POST', headers: authHeaders, body: JSON.stringify({ email }) },
  )
  await expectOk(recover, `recovery e-mail to ${email}`)
  const link = (await mailbox(email)).at(-1)?.link
  if (!link) throw new Error(`no e-mail reached ${email}`)
  return link
}

export type DevMail = { subject: string; body: string; link: string }

/** What the backend would have e-mailed to this address, oldest first. */
export async function mailbox(email: string, backendUrl = BACKEND_URL): Promise<DevMail[]> {
  const response = await fetch(
    `${backendUrl}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`,
    { headers: { apikey: SERVICE_KEY } },
  )
  await expectOk(response, `mailbox of ${email}`)
  return (await response.json()) as DevMail[]
}
