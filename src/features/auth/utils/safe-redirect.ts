import { paths } from '@/config/paths'

/** A path of this site: one leading slash, not `//host` or `/\host`. */
const LOCAL_PATH = /^\/(?![/\\])/
/** Whitespace, backslashes and control characters: browsers strip or reinterpret some of them. */
const AMBIGUOUS = /[\s\\\p{Cc}]/u

/**
 * Where to go after signing in: the guarded page the visitor first asked for (?redirectTo=),
 * only if it is a path of this site. '/x' passes; '//evil.example', '/\evil', 'https://…',
 * anything with whitespace or control characters (browsers strip some of them) falls back.
 * Plain checks, not zod: this runs on arrival at /auth, before any form is used.
 */
export function getSafeRedirect(value: string | null | undefined): string {
  return value && LOCAL_PATH.test(value) && !AMBIGUOUS.test(value)
    ? value
    : paths.dashboard.getHref()
}
