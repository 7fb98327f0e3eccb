import type { Role } from './constants'

/**
 * The shared demo accounts behind 'Try Demo Version' (one per role). Their credentials are
 * public on purpose: supabase/seeds/accounts.sql creates exactly these accounts, marked with
 * raw_app_meta_data ->> 'demo' = 'true', and the database refuses e-mail or password changes
 * for them, so one visitor cannot lock the next one out.
 */
const DEMO_PASSWORD = 'LexSetuDemo2026'

type DemoAccount = {
  email: string
  password: string
  /** The display name of its `public.users` row. */
  name: string
  role: Role
}

export const DEMO_ACCOUNTS = {
  client: {
    email: 'demo.client@lexsetu.in',
    password: DEMO_PASSWORD,
    name: 'Demo Client',
    role: 'client',
  },
  advocate: {
    email: 'demo.advocate@lexsetu.in',
    password: DEMO_PASSWORD,
    name: 'Demo Advocate',
    role: 'advocate',
  },
} as const satisfies Record<Role, DemoAccount>

/** sessionStorage key of the demo role chosen in this tab (docs/PRODUCT.md §2 'Auth screen'). */
export const DEMO_ROLE_STORAGE_KEY = 'lexsetu-demo-role'

export function isDemoEmail(email: string | null | undefined): boolean {
  const normalized = email?.trim().toLowerCase()
  return Object.values(DEMO_ACCOUNTS).some((account) => account.email === normalized)
}

/**
 * The demo's seeded content has fixed ids of this form (supabase/seeds/accounts.sql). The database keeps
 * them read-only for the demo accounts (LS030), since every visitor shares them.
 */
export function isSeededDemoId(id: string): boolean {
  return /^d3[0-9a-f]{2}0000-0000-4000-8000-/i.test(id)
}
