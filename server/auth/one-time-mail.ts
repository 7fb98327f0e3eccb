import type { Queryable } from '../db/driver'
import { nowIso, type AuthDeps } from './context'
import { sendMail, verifyLink, type MailKind } from './mailbox'
import { newOtp, tokenHash } from './tokens'
import { setOneTimeToken, setPendingEmail } from './user-links-write'
import { forgetWrongCodes } from './wrong-codes'

type Target = { userId: string; email: string; redirectTo: string }

/** The language of an account's e-mails: its metadata's `locale` ('hi'), else English. */
async function mailLocaleOf(tx: Queryable, userId: string): Promise<'en' | 'hi'> {
  const { rows } = await tx.query<{ locale: string | null }>(
    `select raw_user_meta_data ->> 'locale' as locale from auth.users where id = $1`,
    [userId],
  )
  return rows[0]?.locale === 'hi' ? 'hi' : 'en'
}

/**
 * GoTrue's send{Confirmation,PasswordRecovery,EmailChange}: a fresh OTP, its hash stored on the
 * user (the link carries the hash), and the message in the dev mailbox. Run inside the caller's
 * transaction so a refused e-mail (rate limit) leaves nothing behind.
 */
async function sendOneTimeLink(tx: Queryable, deps: AuthDeps, kind: MailKind, target: Target) {
  const now = nowIso(deps.config)
  const otp = newOtp()
  const hash = tokenHash(deps.config.jwtSecret, target.email, otp)
  await setOneTimeToken(tx, target.userId, kind, hash, now)
  await forgetWrongCodes(tx, target.email)
  const link = verifyLink(deps.config.apiUrl, kind, hash, target.redirectTo)
  const locale = await mailLocaleOf(tx, target.userId)
  await sendMail(tx, deps.config, deps.limiter, { to: target.email, kind, otp, link, locale }, now)
}

export const sendConfirmation = (tx: Queryable, deps: AuthDeps, target: Target) =>
  sendOneTimeLink(tx, deps, 'signup', target)

export const sendRecovery = (tx: Queryable, deps: AuthDeps, target: Target) =>
  sendOneTimeLink(tx, deps, 'recovery', target)

/** The link goes to the new address; the change applies when it is opened (/verify type=email_change). */
export async function sendEmailChange(
  tx: Queryable,
  deps: AuthDeps,
  target: Target & { newEmail: string },
) {
  await setPendingEmail(tx, target.userId, target.newEmail, nowIso(deps.config))
  await sendOneTimeLink(tx, deps, 'email_change', { ...target, email: target.newEmail })
}

/** How long a mailed link or code stays valid (supabase start: auth.email.otp_expiry = 3600). */
export const OTP_EXPIRY_SECONDS = 3600
