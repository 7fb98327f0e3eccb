import type { Queryable } from '../db/driver'
import { isStorableText } from './body'
import { nowIso, type AuthDeps } from './context'
import { badRequest, forbidden } from './errors'
import { grantSession } from './grant'
import { OTP_EXPIRY_SECONDS } from './one-time-mail'
import type { Client } from './sessions'
import { tokenHash, type Session } from './tokens'
import { findUserByToken, type TokenKind, type UserRecord } from './users-repo'
import { confirmEmail, markIdentityEmailVerified } from './users-write'
import { applyEmailChange, spendOneTimeToken } from './user-links-write'
import { forgetWrongCodes } from './wrong-codes'

/** Verification types of mailed links and codes, and the token each one spends. */
const KINDS: Record<string, TokenKind[]> = {
  signup: ['signup'],
  invite: ['signup'],
  recovery: ['recovery'],
  magiclink: ['recovery'],
  email_change: ['email_change'],
  email: ['signup', 'recovery'],
}

export type Proof =
  | { type: string; tokenHash: string }
  | { type: string; email: string; otp: string }

const invalidLink = () => forbidden('otp_expired', 'Email link is invalid or has expired')
const invalidCode = () => forbidden('otp_expired', 'Token has expired or is invalid')

/** GoTrue's verifyTokenHash / verifyUserAndToken: the user an unexpired link or code belongs to. */
async function findVerifiedUser(
  tx: Queryable,
  deps: AuthDeps,
  proof: Proof,
): Promise<{ user: UserRecord; kind: TokenKind }> {
  const kinds = Object.hasOwn(KINDS, proof.type) ? KINDS[proof.type] : undefined
  if (!kinds) throw badRequest('validation_failed', 'Invalid email verification type')
  const now = nowIso(deps.config)
  const given = 'tokenHash' in proof ? proof.tokenHash : proof.otp
  if (!isStorableText(given)) throw 'tokenHash' in proof ? invalidLink() : invalidCode()
  for (const kind of kinds) {
    if ('tokenHash' in proof) {
      const user = await findUserByToken(tx, kind, proof.tokenHash, now, OTP_EXPIRY_SECONDS)
      if (user) return { user, kind }
      continue
    }
    // A code is hashed with the address it was sent to (the new one for an e-mail change).
    const hash = tokenHash(deps.config.jwtSecret, proof.email, proof.otp)
    const user = await findUserByToken(tx, kind, hash, now, OTP_EXPIRY_SECONDS)
    const sentTo = kind === 'email_change' ? user?.emailChange : user?.email
    if (user && sentTo === proof.email) return { user, kind }
  }
  throw 'tokenHash' in proof ? invalidLink() : invalidCode()
}

/**
 * Spends the link or code, applies what it stands for (confirm the sign-up, allow a password
 * reset, switch to the new e-mail) and signs the user in with amr `otp`, as GoTrue's verify does.
 */
export async function verifyAndSignIn(
  tx: Queryable,
  deps: AuthDeps,
  proof: Proof,
  client: Client,
): Promise<Session> {
  const { user, kind } = await findVerifiedUser(tx, deps, proof)
  if ('email' in proof) await forgetWrongCodes(tx, proof.email)
  if (user.isBanned) throw forbidden('user_banned', 'User is banned')
  const now = nowIso(deps.config)
  if (kind === 'signup') {
    await confirmEmail(tx, user.id, now)
    await markIdentityEmailVerified(tx, user.id, now)
  } else if (kind === 'recovery') {
    await spendOneTimeToken(tx, user.id, 'recovery', now)
    if (!user.isConfirmed) await confirmEmail(tx, user.id, now)
  } else {
    await applyEmailChange(tx, user.id, user.emailChange, now)
  }
  return grantSession(tx, deps.config, user.id, 'otp', client)
}
