import type { Page } from '@playwright/test'
import { BACKEND_URL, CONFIRMING_BACKEND_URL } from './test-backend'

/** The API's paths on the app's origin; the pages and assets stay with the app. */
const API_PATHS = `${BACKEND_URL}/{auth,rest,functions,storage}/v1/**`

/**
 * Points the page's backend calls at the backend with e-mail confirmation on. The build knows one
 * backend URL; Playwright rewrites each request to it, so the same build runs the journeys of
 * hosted Supabase's default setting. E-mailed links already name the confirming backend.
 */
export async function useConfirmingBackend(page: Page) {
  await page.route(API_PATHS, (route) =>
    route.continue({
      url: CONFIRMING_BACKEND_URL + route.request().url().slice(BACKEND_URL.length),
    }),
  )
}
