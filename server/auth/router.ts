import type { BackendConfig } from '../config'
import type { Driver } from '../db/driver'
import { json } from '../http/respond'

export type AuthContext = { db: Driver; config: BackendConfig }
export type AuthRequest = { request: Request; url: URL; path: string; bearer: string | undefined }

/** GoTrue subset under /auth/v1. */
export function createAuth(context: AuthContext) {
  void context
  return {
    async handle({ path }: AuthRequest): Promise<Response> {
      return json(404, { code: 'not_found', message: `Not found: ${path}` })
    },
  }
}
