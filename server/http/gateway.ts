import type { BackendConfig } from '../config'
import { json } from './respond'
import type { ApiRequest } from './request'

/**
 * What Kong does in front of GoTrue and PostgREST: check the apikey and turn the opaque
 * sb_publishable_/sb_secret_ keys into the JWTs behind them. Returns the bearer token to use.
 */
export function resolveCredentials(
  config: BackendConfig,
  request: ApiRequest,
  url: URL,
): { ok: true; bearer: string | undefined } | { ok: false; response: Response } {
  // Kong would take ?apikey= too, but a key in the URL ends up in logs, history and Referer.
  if (url.searchParams.has('apikey')) {
    return {
      ok: false,
      response: json(401, {
        message: 'API key in the URL',
        hint: 'Send the key in the `apikey` request header, never in the URL.',
      }),
    }
  }
  const apikey = request.headers.get('apikey')
  if (!apikey) {
    return {
      ok: false,
      response: json(401, {
        message: 'No API key found in request',
        hint: 'No `apikey` request header was found.',
      }),
    }
  }
  const knownKeys = [config.anonKey, config.serviceRoleKey, config.publishableKey, config.secretKey]
  if (!knownKeys.includes(apikey)) {
    return {
      ok: false,
      response: json(401, {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      }),
    }
  }
  const authorization = request.headers.get('authorization')
  const bearer = /^bearer\s+/i.test(authorization ?? '')
    ? authorization!.replace(/^bearer\s+/i, '').trim()
    : undefined
  const token = bearer && !bearer.startsWith('sb_') ? bearer : apikey
  return { ok: true, bearer: mapOpaqueKey(config, token) }
}

function mapOpaqueKey(config: BackendConfig, token: string): string {
  if (token === config.secretKey) return config.serviceRoleKey
  if (token === config.publishableKey) return config.anonKey
  return token
}
