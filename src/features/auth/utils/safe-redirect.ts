import { z } from 'zod'
import { paths } from '@/config/paths'

/**
 * Where to go after signing in: the guarded page the visitor first asked for (?redirectTo=),
 * only if it is a path of this site. '/x' passes; '//evil.example', '/\evil', 'https://…',
 * anything with whitespace or control characters (browsers strip some of them) falls back.
 */
const localPathSchema = z
  .string()
  .regex(/^\/(?![/\\])/)
  .refine((path) => !/[\s\\\p{Cc}]/u.test(path))

export function getSafeRedirect(value: string | null | undefined): string {
  const result = localPathSchema.safeParse(value)
  return result.success ? result.data : paths.dashboard
}
