/** The shared demo accounts of supabase/seeds/accounts.sql, as the database tests expect them. */
export const DEMO_PASSWORD = 'LexSetuDemo2026'
export const demoClient = {
  id: 'd3000000-0000-4000-8000-000000000001',
  email: 'demo.client@lexsetu.in',
}
export const demoAdvocate = {
  id: 'd3000000-0000-4000-8000-000000000002',
  email: 'demo.advocate@lexsetu.in',
}
