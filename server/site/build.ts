import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { DEFAULT_ANON_KEY } from '../env'

/** What the build in dist/ was made for; npm start rebuilds when it differs. */
type BuildTarget = { supabaseUrl: '/'; anonKey: string; sources: string }
const TARGET_FILE = '.lexsetu-build.json'

/** What shapes the build: the app's code and files, its build settings and the packages' versions. */
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
  'tsconfig.app.json',
  'package-lock.json',
]

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)))
}

/** A hash of the SOURCES under `root` (their paths and bytes), ~0.1 s for the whole app. */
function sourcesHash(root: string): string {
  const hash = createHash('sha256')
  for (const source of SOURCES) {
    for (const file of filesUnder(path.join(root, source))) {
      hash.update(path.relative(root, file)).update('\0').update(readFileSync(file))
    }
  }
  return hash.digest('hex').slice(0, 16)
}

/** The target a build for this origin and `anonKey` from the sources in `root` has. */
export const buildTarget = (anonKey: string, root = process.cwd()): BuildTarget => ({
  supabaseUrl: '/',
  anonKey,
  sources: sourcesHash(root),
})

function builtFor(distDir: string): Partial<BuildTarget> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(distDir, TARGET_FILE), 'utf8')) as BuildTarget
  } catch {
    return undefined
  }
}

/**
 * dist/ built for this origin and this anon key (the app reads both at build time) from the sources
 * as they are: built now when it is missing, was built for something else (`npm run build`
 * targets the dev backend) or the sources changed since (an update of the code).
 */
export function ensureBuilt(distDir: string, anonKey: string, log: (line: string) => void) {
  const target = buildTarget(anonKey)
  const current = builtFor(distDir)
  if (
    existsSync(path.join(distDir, 'index.html')) &&
    current?.supabaseUrl === target.supabaseUrl &&
    current.anonKey === target.anonKey &&
    current.sources === target.sources
  )
    return
  log(`building the app into ${distDir} for this origin…`)
  buildSite(distDir, target)
}

/** Builds dist/ for npm start: the API on the page's own origin, with the target's anon key. */
function buildSite(distDir: string, target: BuildTarget) {
  const vite = path.resolve('node_modules/.bin/vite')
  // English into distDir, then Hindi into distDir/hi (served under /hi/: src/i18n/locale.ts).
  for (const [locale, outDir] of [
    ['en', distDir],
    ['hi', path.join(distDir, 'hi')],
  ]) {
    const result = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir'], {
      env: {
        ...process.env,
        LEXSETU_LOCALE: locale,
        VITE_SUPABASE_URL: '/',
        VITE_SUPABASE_ANON_KEY: target.anonKey,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    if (result.status !== 0)
      throw new Error(`vite build (${locale}) failed (exit ${result.status ?? 'signal'})`)
  }
  writeFileSync(path.join(distDir, TARGET_FILE), JSON.stringify(target))
}

// `node --import tsx server/site/build.ts` builds dist/ for `npm start -- --demo` on this machine
// (the default keys), as the end-to-end runs serve it: always, so that it is never an old build.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  buildSite(path.resolve('dist'), buildTarget(DEFAULT_ANON_KEY))
}
