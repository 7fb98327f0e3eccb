/** The checks of upgrade_requests (supabase/migrations/20261126090001_upgrade_requests.sql). */
export const UPGRADE_REQUEST_LIMITS = {
  invoiceNameMin: 2,
  invoiceNameMax: 100,
  phoneMin: 7,
  phoneMax: 20,
  phoneDigitsMin: 7,
  noteMax: 500,
} as const
