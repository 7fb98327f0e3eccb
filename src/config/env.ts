import type { Env } from './env-schema'

declare const __LEXSETU_ENV__: Env

/**
 * The configuration, validated by `parseEnv` when Vite starts or builds (vite.config.ts) and inlined
 * there, so a bad setting stops `npm run dev` / `npm run build` with a message instead of breaking
 * the page, and no validation code ships to the browser. Nothing else reads import.meta.env.
 */
export const env: Env = __LEXSETU_ENV__
