/**
 * `npm test` runs the quick tier (TEST_TIER=quick): PGlite only, and the hostile sweep sampled.
 * `npm run test:full` and a bare `vitest run` check everything.
 */
export const QUICK_TIER = process.env.TEST_TIER === 'quick'
