import type { BackendConfig } from '../config'
import type { Driver } from '../db/driver'
import { json } from '../http/respond'

export type RestContext = { db: Driver; config: BackendConfig }
export type RestRequest = { request: Request; url: URL; path: string; bearer: string | undefined }

/** PostgREST subset under /rest/v1. */
export function createRest(context: RestContext) {
  void context
  return {
    async reloadSchema(): Promise<void> {},
    async handle({ path }: RestRequest): Promise<Response> {
      return json(404, { code: 'PGRST125', details: null, hint: null, message: `Invalid path specified in request URL: ${path}` })
    },
  }
}
