import { clsx, type ClassValue } from 'clsx'
import { AVATAR_INITIALS_MAX } from '@/config/constants'
import { m as common } from '@/i18n/messages/common'

/**
 * Joins class names. Conflicts are not resolved (tailwind-merge costs every page 8 kB): a
 * component offers a variant instead of letting callers override its utilities, and tests fail
 * when a rendered element carries two classes that set the same thing.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs)
}

/** Avatar initials: up to two letters of the name, else the first letter of the e-mail. */
export function getInitials(
  name: string | null | undefined,
  email: string | null | undefined,
): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  if (words.length > 0) {
    return words
      .slice(0, AVATAR_INITIALS_MAX)
      .map((word) => Array.from(word)[0])
      .join('')
      .toUpperCase()
  }
  const first = Array.from((email ?? '').trim())[0]
  return first ? first.toUpperCase() : '?'
}

export function getErrorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string'
  ) {
    return error.message
  }
  return common.unknownError
}
