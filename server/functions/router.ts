import { createAssistantHandler } from '../../supabase/functions/assistant/handler.ts'
import type { BackendConfig } from '../config'
import type { ApiRequest } from '../http/request'
import { json } from '../http/respond'
import { verifyJwt } from '../jwt'

type FunctionHandler = (request: ApiRequest) => Promise<Response>

/** Every function served, with the body fields it reads (the hostile sweep feeds them). */
export const FUNCTION_FIELDS = { assistant: ['message', 'chatId'] } as const

/**
 * /functions/v1/<name>: the Edge Functions in supabase/functions/, behind what hosted Supabase's
 * relay does for a function with verify_jwt on — the Authorization header must carry a JWT
 * signed with the project's secret and not expired (401 otherwise). No apikey is needed.
 * `fetch` is the backend itself: a function's supabase-js calls stay in process.
 */
export function createFunctions({
  config,
  fetch,
}: {
  config: BackendConfig
  fetch: typeof globalThis.fetch
}) {
  const functions: Record<keyof typeof FUNCTION_FIELDS, FunctionHandler> = {
    assistant: createAssistantHandler({
      supabaseUrl: config.apiUrl,
      anonKey: config.anonKey,
      serviceRoleKey: config.serviceRoleKey,
      fetch,
      model: config.assistantModel,
      log: config.log,
    }),
  }

  return {
    async handle({ request, path }: { request: ApiRequest; path: string }): Promise<Response> {
      const name = path.replace(/^\/+|\/+$/g, '')
      const handler = Object.hasOwn(functions, name)
        ? functions[name as keyof typeof functions]
        : undefined
      if (!handler)
        return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
      if (request.method === 'OPTIONS') return handler(request)
      const authorization = request.headers.get('authorization')
      const token = /^bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
      if (!token) return json(401, { code: 401, message: 'Missing authorization header' })
      if (!verifyJwt(token, config.jwtSecret, config.now()).ok)
        return json(401, { code: 401, message: 'Invalid JWT' })
      return handler(request)
    },
  }
}
