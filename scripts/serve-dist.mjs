// Serves a production build the way a real host would: gzip or brotli as the browser asks, both
// compressed before the server listens (hosts precompress; compressing on the first request would
// make each page's first measured load slower than any real one), hashed assets cached for a
// year, index.html revalidated, and the SPA's routes answered with index.html. Used by
// `npm run lighthouse`; `node scripts/serve-dist.mjs [port]` serves dist/.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
}
/** Already compressed formats gain nothing from gzip. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt'])

/** The file for a URL path inside `root`, or undefined (never outside root). */
function fileFor(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0])
  const file = path.join(root, path.normalize(decoded))
  if (!file.startsWith(root)) return undefined
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : undefined
}

function encode(body, acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) return { encoding: 'br', body: zlib.brotliCompressSync(body) }
  if (/\bgzip\b/.test(acceptEncoding))
    return { encoding: 'gzip', body: zlib.gzipSync(body, { level: 9 }) }
  return { encoding: undefined, body }
}

/** Every file under `dir`, as absolute paths. */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
    )
}

/** Starts the server; resolves to { url, close }. */
export function serveDist({ dir = 'dist', port = 0, host = '127.0.0.1' } = {}) {
  const root = path.resolve(dir)
  const cache = new Map()
  for (const file of filesUnder(root)) {
    for (const accept of ['br', 'gzip', '']) {
      const raw = fs.readFileSync(file)
      const compressible = COMPRESSIBLE.has(path.extname(file))
      cache.set(`${file}|${accept}`, compressible ? encode(raw, accept) : { body: raw })
    }
  }
  const server = http.createServer((req, res) => {
    const urlPath = req.url ?? '/'
    const asset = fileFor(root, urlPath)
    // An unknown /assets/ file is a 404, not the app: a stale chunk must fail loudly.
    if (!asset && urlPath.startsWith('/assets/')) {
      res.writeHead(404).end()
      return
    }
    const file = asset ?? path.join(root, 'index.html')
    const ext = path.extname(file)
    const accept = String(req.headers['accept-encoding'] ?? '')
    const key = `${file}|${/\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : ''}`
    if (!cache.has(key)) {
      const raw = fs.readFileSync(file)
      cache.set(key, COMPRESSIBLE.has(ext) ? encode(raw, accept) : { body: raw })
    }
    const { encoding, body } = cache.get(key)
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': urlPath.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'Accept-Encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address()
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await serveDist({ port: Number(process.argv[2] ?? 4173) })
  console.log(`serving dist/ at ${url}`)
}
