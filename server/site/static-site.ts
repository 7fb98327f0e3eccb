import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
}
/** Formats that compress; fonts and images are compressed already (a .ttf is not, but is large). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ttf',
])
/** Vite puts a content hash in every name under assets/: a new build makes new names. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

type StaticFile = {
  type: string
  cacheControl: string
  etag: string
  identity: Bytes
  br?: Bytes
  gzip?: Bytes
}

type Bytes = Uint8Array<ArrayBuffer>

export type StaticSite = {
  /** The answer for a GET or HEAD of `pathname`; the app's index.html for its own routes. */
  serve: (request: Request, pathname: string) => Response
  /** sha256 sources of index.html's inline scripts, for the Content-Security-Policy. */
  inlineScriptHashes: string[]
  /** Settles once every file has its smallest brotli form (until then, a quick one is served). */
  fullyCompressed: Promise<void>
}

/**
 * Brotli's quality 5 compresses dist/ in ~0.4 s, quality 11 takes ~10 s but saves phones on slow
 * networks more bytes: the site starts with 5 and replaces each file with 11 in the background.
 */
const QUICK_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }
const BEST_BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }
const compressBest = promisify(brotliCompress)

function filesUnder(dir: string): string[] {
  // Dotfiles are the server's own notes (build.ts), not the site's.
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
}

function load(file: string, root: string): StaticFile {
  const identity: Bytes = new Uint8Array(readFileSync(file))
  const ext = path.extname(file)
  const compress = COMPRESSIBLE.has(ext) && identity.length > 512
  return {
    type: TYPES[ext] ?? 'application/octet-stream',
    cacheControl: path.relative(root, file).startsWith(`assets${path.sep}`)
      ? IMMUTABLE
      : REVALIDATE,
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    br: compress ? new Uint8Array(brotliCompressSync(identity, QUICK_BROTLI)) : undefined,
    gzip: compress ? new Uint8Array(gzipSync(identity, { level: 6 })) : undefined,
  }
}

/** The sha256 CSP sources of the inline <script> elements of an HTML page. */
/** Where the Hindi build is served from (src/i18n/locale.ts). */
const HINDI = '/hi'

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  )
}

/** One file at a time, in zlib's thread pool: requests are served meanwhile. */
async function compressAllBest(files: Map<string, StaticFile>): Promise<void> {
  for (const file of files.values()) {
    // A file that fails to compress better keeps its quick brotli.
    if (file.br)
      file.br = await compressBest(file.identity, BEST_BROTLI).then(
        (best) => new Uint8Array(best),
        () => file.br,
      )
  }
}

/** The encoding a request accepts that the file has: brotli, then gzip, else none. */
function pick(file: StaticFile, acceptEncoding: string) {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return { body: file.br, encoding: 'br' }
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: 'gzip' }
  return { body: file.identity, encoding: undefined }
}

/**
 * dist/ in memory, compressed once at start (brotli and gzip), as a host would serve it: hashed
 * assets cached for a year, everything else revalidated by ETag; a path that is no file is one of
 * the app's routes and gets index.html, except under /assets/, where a missing chunk must fail
 * loudly rather than come back as a page.
 */
export function loadStaticSite(distDir: string): StaticSite {
  const root = path.resolve(distDir)
  if (!existsSync(path.join(root, 'index.html')))
    throw new Error(`${root}/index.html is missing: build the app first (npm run build).`)
  const files = new Map<string, StaticFile>()
  for (const file of filesUnder(root)) {
    files.set(`/${path.relative(root, file).split(path.sep).join('/')}`, load(file, root))
  }
  const index = files.get('/index.html')!
  // The Hindi build (src/i18n/locale.ts): its own index.html for the pages under /hi/.
  const hindiIndex = files.get(`${HINDI}/index.html`)
  const indexes = [index, ...(hindiIndex ? [hindiIndex] : [])]
  const isHindiPage = (pathname: string) =>
    hindiIndex !== undefined && (pathname === HINDI || pathname.startsWith(`${HINDI}/`))

  return {
    inlineScriptHashes: [
      ...new Set(
        indexes.flatMap((page) => inlineScriptHashes(Buffer.from(page.identity).toString('utf8'))),
      ),
    ],
    fullyCompressed: compressAllBest(files),
    serve(request, pathname) {
      const found = files.get(pathname)
      const assets = isHindiPage(pathname) ? `${HINDI}/assets/` : '/assets/'
      if (!found && (pathname.startsWith(assets) || path.extname(pathname) !== ''))
        return new Response('Not found', {
          status: 404,
          headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE },
        })
      const file = found ?? (isHindiPage(pathname) ? hindiIndex! : index)
      const headers = {
        'content-type': file.type,
        'cache-control': file.cacheControl,
        etag: file.etag,
        vary: 'Accept-Encoding',
      }
      if (request.headers.get('if-none-match') === file.etag)
        return new Response(null, { status: 304, headers })
      const { body, encoding } = pick(file, request.headers.get('accept-encoding') ?? '')
      return new Response(request.method === 'HEAD' ? null : body, {
        status: 200,
        headers: {
          ...headers,
          'content-length': String(body.length),
          ...(encoding ? { 'content-encoding': encoding } : {}),
        },
      })
    },
  }
}
