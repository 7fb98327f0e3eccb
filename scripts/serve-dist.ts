// Serves a production build the way a real host would (server/site/static-site.ts, which
// `npm start` serves too): brotli or gzip as the browser asks, compressed before the server
// listens, hashed assets cached for a year, the rest revalidated, and the app's routes answered
// with index.html. Used by `npm run lighthouse`; `node --import tsx scripts/serve-dist.ts [port]`
// serves dist/ on its own.
import { listen } from '../server/http/listener.ts'
import { loadStaticSite } from '../server/site/static-site.ts'

/** Starts the server; resolves to { url, close }. */
export async function serveDist({ dir = 'dist', port = 0, host = '127.0.0.1' } = {}) {
  const site = loadStaticSite(dir)
  // Measured as a host that compresses ahead serves it: the smallest brotli of every file.
  await site.fullyCompressed
  const server = await listen({
    host,
    port,
    maxBodyBytes: 0,
    handler: async (request) => site.serve(request, new URL(request.url).pathname),
  })
  return { url: server.url, close: server.close }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await serveDist({ port: Number(process.argv[2] ?? 4173) })
  console.log(`serving dist/ at ${url}`)
}
