import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEFAULT_ANON_KEY } from '../env'

/** What the build in dist/ was made for; npm start rebuilds when it differs. */
type BuildTarget = { supabaseUrl: '/'; anonKey: string }
const TARGET_FILE = '.lexsetu-build.json'

function builtFor(distDir: string): BuildTarget | undefined {
  try {
    return JSON.parse(readFileSync(path.join(distDir, TARGET_FILE), 'utf8')) as BuildTarget
  } catch {
    return undefined
  }
}

/**
 * dist/ built for this origin and this anon key (the app reads both at build time): built now when
 * it is missing or was built for something else (`npm run build` targets the dev backend).
 */
export function ensureBuilt(distDir: string, anonKey: string, log: (line: string) => void) {
  const target: BuildTarget = { supabaseUrl: '/', anonKey }
  const current = builtFor(distDir)
  if (
    existsSync(path.join(distDir, 'index.html')) &&
    current?.supabaseUrl === target.supabaseUrl &&
    current.anonKey === target.anonKey
  )
    return
  log(`building the app into ${distDir} for this origin…`)
  buildSite(distDir, anonKey)
}

/** Builds dist/ for npm start: the API on the page's own origin, with `anonKey`. */
function buildSite(distDir: string, anonKey: string) {
  const target: BuildTarget = { supabaseUrl: '/', anonKey }
  const vite = path.resolve('node_modules/.bin/vite')
  const result = spawnSync(vite, ['build', '--outDir', distDir, '--emptyOutDir'], {
    env: { ...process.env, VITE_SUPABASE_URL: '/', VITE_SUPABASE_ANON_KEY: anonKey },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (result.status !== 0) throw new Error(`vite build failed (exit ${result.status ?? 'signal'})`)
  writeFileSync(path.join(distDir, TARGET_FILE), JSON.stringify(target))
}

// `node --import tsx server/site/build.ts` builds dist/ for `npm start -- --demo` on this machine
// (the default keys), as the end-to-end runs serve it: always, so that it is never an old build.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildSite(path.resolve('dist'), DEFAULT_ANON_KEY)
}
