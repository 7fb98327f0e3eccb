import type { BackendConfig } from '../config'
import type { Driver } from '../db/driver'
import type { RateLimiter } from './rate-limit'
import { isoAt } from './time'
import type { ApiRequest } from '../http/request'

/** What every auth handler works with: the database, the config, and the shared rate limiter. */
export type AuthDeps = { db: Driver; config: BackendConfig; limiter: RateLimiter }

/** One request: `bearer` is the token after the apikey gateway (opaque keys already mapped). */
export type AuthCall = { request: ApiRequest; url: URL; bearer: string | undefined }

export type AuthHandler = (deps: AuthDeps, call: AuthCall) => Promise<Response>

export const nowIso = (config: Pick<BackendConfig, 'now'>) => isoAt(config.now())
