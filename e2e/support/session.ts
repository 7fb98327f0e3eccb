import type { Page } from '@playwright/test'
import { ANON_KEY, BACKEND_URL } from './test-backend'

/** Where the app keeps its session (AUTH_STORAGE_KEY of src/lib/supabase.ts). */
export const AUTH_STORAGE_KEY = 'lexsetu-auth'

type StoredSession = { access_token: string; refresh_token: string; expires_at: number }

/** The session the page has stored, or null when it has none. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)
  return raw ? (JSON.parse(raw) as StoredSession) : null
}

/**
 * Whether the backend still renews this session: what keeps a visitor signed in past the
 * access token's lifetime. (Uses the token up; the page's own copy is then stale.)
 */
export async function canRefresh(refreshToken: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${BACKEND_URL}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${ANON_KEY}`,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify({ refresh_token: refreshToken }),
  })
  return { status: response.status, body: await response.text() }
}
