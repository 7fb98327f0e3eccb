import { nodeClient } from '../../support/client'
import type { AuthTarget } from './target'

export type Mail = {
  id: number
  to: string
  subject: string
  body: string
  link: string | null
  created_at: string
}

/** Embedded only: the dev mailbox of one address. */
export async function mailboxOf(target: AuthTarget, email: string): Promise<Mail[]> {
  const response = await target.fetch(
    `${target.url}/auth/v1/dev/mailbox?email=${encodeURIComponent(email)}`,
    { headers: { apikey: target.serviceKey } },
  )
  if (response.status !== 200) throw new Error(`dev mailbox answered ${response.status}`)
  return (await response.json()) as Mail[]
}

export type OneTimeMail = { link: string; tokenHash: string; otp: string }

/**
 * The last recovery e-mail of an address: from the dev mailbox on the embedded backend, from the
 * admin API (generateLink, which issues a fresh one) on a real stack.
 */
export async function lastRecoveryMail(
  target: AuthTarget,
  email: string,
  redirectTo?: string,
): Promise<OneTimeMail> {
  if (!target.embedded) {
    const admin = nodeClient(target.url, target.serviceKey)
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo },
    })
    if (error) throw error
    return {
      link: data.properties.action_link,
      tokenHash: data.properties.hashed_token,
      otp: data.properties.email_otp,
    }
  }
  const mail = (await mailboxOf(target, email)).at(-1)
  if (!mail?.link) throw new Error(`no e-mail for ${email}`)
  return {
    link: mail.link,
    tokenHash: new URL(mail.link).searchParams.get('token')!,
    otp: /code: (\d{6})/.exec(mail.body)![1],
  }
}

/** Opens a mailed link like a browser would, without following the redirect. */
export async function openLink(target: AuthTarget, link: string): Promise<Response> {
  return target.fetch(link, { redirect: 'manual' })
}
