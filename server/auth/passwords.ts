import bcrypt from 'bcryptjs'
import { validationFailed, WeakPasswordError } from './errors'

const MAX_PASSWORD_BYTES = 72

/**
 * GoTrue's checkPasswordStrength (no required character sets, no HIBP). Lengths are in bytes,
 * as Go's len() counts them; bcrypt itself reads at most 72 bytes.
 */
export function checkPasswordStrength(password: string, minLength: number): void {
  const bytes = Buffer.byteLength(password)
  if (bytes > MAX_PASSWORD_BYTES) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  }
  if (bytes < minLength) {
    throw new WeakPasswordError(`Password should be at least ${minLength} characters.`, ['length'])
  }
}

/** The weak-password object a password grant carries when the stored password no longer passes. */
export function weakPasswordOf(
  password: string,
  minLength: number,
): { message: string; reasons: string[] } | undefined {
  try {
    checkPasswordStrength(password, minLength)
    return undefined
  } catch (error) {
    return error instanceof WeakPasswordError
      ? { message: error.message, reasons: error.reasons }
      : undefined
  }
}

/**
 * bcrypt as GoTrue stores it. bcryptjs writes the $2b$ prefix; Go (and pgcrypto) write $2a$,
 * which is the same algorithm for passwords of at most 72 bytes, so we store $2a$ for portability.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const hash = await bcrypt.hash(password, cost)
  return hash.replace(/^\$2b\$/, '$2a$')
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false
  try {
    return await bcrypt.compare(password, hash)
  } catch {
    return false
  }
}
