import { json } from '../http/respond'
import type { ApiRequest } from '../http/request'

/** An error GoTrue reports with an HTTP status, an error code and a message (apierrors.HTTPError). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'AuthError'
  }
}

/** 422 weak_password with the reasons auth-js turns into AuthWeakPasswordError. */
export class WeakPasswordError extends Error {
  constructor(
    message: string,
    readonly reasons: string[],
  ) {
    super(message)
    this.name = 'WeakPasswordError'
  }
}

/** OAuth-style error body `{error, error_description}`, always 400 (GoTrue apierrors.OAuthError). */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
  ) {
    super(description)
    this.name = 'OAuthError'
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)
export const validationFailed = (message: string) => badRequest('validation_failed', message)

export const UNEXPECTED_FAILURE =
  'Unexpected failure, please check server logs for more information'

const API_VERSION_HEADER = 'X-Supabase-Api-Version'
const API_VERSION_2024 = '2024-01-01'

/** GoTrue's DetermineClosestAPIVersion: a valid date ≥ 2024-01-01 selects the 2024 error format. */
export function requestsApiVersion2024(request: ApiRequest): boolean {
  const value = request.headers.get(API_VERSION_HEADER)
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const parsed = new Date(`${value}T00:00:00Z`)
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().startsWith(value) &&
    value >= API_VERSION_2024
  )
}

/** Renders an error exactly as GoTrue's HandleResponseError does for both API versions. */
export function errorResponse(
  error: AuthError | WeakPasswordError | OAuthError,
  request: ApiRequest,
): Response {
  const is2024 = requestsApiVersion2024(request)
  const headers = new Headers()
  if (is2024) headers.set(API_VERSION_HEADER, API_VERSION_2024)

  if (error instanceof OAuthError) {
    return json(400, { error: error.error, error_description: error.description }, headers)
  }
  if (error instanceof WeakPasswordError) {
    // GoTrue sets x-sb-error-code only on the legacy weak-password body.
    if (is2024) {
      return json(
        422,
        {
          code: 'weak_password',
          message: error.message,
          weak_password: { reasons: error.reasons },
        },
        headers,
      )
    }
    headers.set('x-sb-error-code', 'weak_password')
    return json(
      422,
      {
        code: 422,
        error_code: 'weak_password',
        msg: error.message,
        weak_password: { reasons: error.reasons },
      },
      headers,
    )
  }
  headers.set('x-sb-error-code', error.code)
  if (is2024) return json(error.status, { code: error.code, message: error.message }, headers)
  return json(
    error.status,
    { code: error.status, error_code: error.code, msg: error.message },
    headers,
  )
}

export function isAuthFailure(error: unknown): error is AuthError | WeakPasswordError | OAuthError {
  return (
    error instanceof AuthError || error instanceof WeakPasswordError || error instanceof OAuthError
  )
}
