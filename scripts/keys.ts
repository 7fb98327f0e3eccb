// npm run keys — a new JWT_SECRET and the four keys of a deployment (npm start, or npm run backend
// off loopback), as lines for an .env file. The anon and service role keys are JWTs signed with the
// secret, valid ten years, like the keys `supabase start` prints; nothing else reads them.
import { randomBytes } from 'node:crypto'
import { signJwt } from '../server/jwt.ts'

const TEN_YEARS_S = 10 * 365 * 24 * 3600

/** Fresh keys; `now` in seconds. */
export function generateKeys(now = Math.floor(Date.now() / 1000)) {
  const secret = randomBytes(36).toString('base64url')
  const jwt = (role: string) =>
    signJwt({ iss: 'supabase', role, iat: now, exp: now + TEN_YEARS_S }, secret)
  return {
    JWT_SECRET: secret,
    ANON_KEY: jwt('anon'),
    SERVICE_ROLE_KEY: jwt('service_role'),
    PUBLISHABLE_KEY: `sb_publishable_${randomBytes(24).toString('base64url')}`,
    SECRET_KEY: `sb_secret_${randomBytes(24).toString('base64url')}`,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(generateKeys())) console.log(`${name}=${value}`)
}
