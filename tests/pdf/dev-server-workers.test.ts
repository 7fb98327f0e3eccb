import { afterAll, beforeAll, expect, it } from 'vitest'
import { createServer, type ViteDevServer } from 'vite'

// `npm run dev` serves each module through the React plugin, whose Fast Refresh code refers to
// `window`; a worker has no window, so a PDF worker that received it failed with "window is not
// defined" under the dev server only (the end-to-end suite runs a production build).
const WORKERS = [
  '/src/features/assistant/pdf/chat-pdf.worker.tsx',
  '/src/features/documents/pdf/document-pdf.worker.tsx',
]

let server: ViteDevServer
beforeAll(async () => {
  server = await createServer({
    configFile: 'vite.config.ts',
    server: { middlewareMode: true, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  })
})
afterAll(async () => {
  await server.close()
})

/** Every module of the app a worker loads under the dev server, with the code it is served. */
async function servedModules(entry: string): Promise<Map<string, string>> {
  const served = new Map<string, string>()
  const pending = [entry]
  while (pending.length > 0) {
    const url = pending.pop()!
    if (served.has(url)) continue
    const result = await server.transformRequest(url)
    served.set(url, result?.code ?? '')
    const node = await server.moduleGraph.getModuleByUrl(url)
    for (const imported of node?.importedModules ?? [])
      if (imported.url.startsWith('/src/')) pending.push(imported.url)
  }
  return served
}

it.each(WORKERS)('serves %s and the app modules it loads without Fast Refresh', async (worker) => {
  const served = await servedModules(worker)
  expect(served.size).toBeGreaterThan(2)
  for (const [url, code] of served) {
    expect({ url, refresh: /\$RefreshReg\$|@react-refresh/.test(code) }).toEqual({
      url,
      refresh: false,
    })
    // Still compiled: JSX becomes calls of React's runtime.
    if (url.endsWith('.tsx')) expect(code).toMatch(/_jsxDEV\b/)
  }
})
