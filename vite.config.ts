import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

/** What the app shell needs on every page: React, the router, TanStack Query, class helpers. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/
/**
 * Small leaf pieces the public pages share: lucide's icons (~0.2 kB each) and the marketing
 * sections and cards. Their own imports stay where they are (only framework code, or lazy).
 */
const SHARED_UI =
  /node_modules[\\/]lucide-react[\\/]|src[\\/]features[\\/]marketing[\\/]components[\\/](icon-tile|section-heading|backdrop-glow|call-to-action|page-header)|src[\\/]components[\\/]ui[\\/](card|badge)\./

/** The one font file every page uses (src/styles/font.css). */
const FONT_FILE = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/

/**
 * Preloads that font from index.html: otherwise the browser learns of it only once the CSS is
 * parsed and text is laid out, a round trip later.
 */
function preloadFont(): Plugin {
  return {
    name: 'lexsetu:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find((name) => FONT_FILE.test(name))
        if (!font) throw new Error('preload-font: the Inter latin file is not in the build')
        const attrs = {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          crossorigin: '',
          href: `/${font}`,
        }
        return [{ tag: 'link', attrs, injectTo: 'head' }]
      },
    },
  }
}

/**
 * The public pages a visitor may land on, by path, with their route module (src/app/router.tsx).
 * Their chunks are preloaded before the router runs, so there is no entry → router → page
 * waterfall. The build fails if a module here is not a chunk of the build.
 */
const LANDING_ROUTES: Record<string, string> = {
  '/': 'src/features/marketing/routes/home.tsx',
  '/about': 'src/features/marketing/routes/about.tsx',
  '/pricing': 'src/features/marketing/routes/pricing.tsx',
  '/contact': 'src/features/marketing/routes/contact.tsx',
  '/privacy-policy': 'src/features/marketing/routes/privacy-policy.tsx',
  '/terms-of-use': 'src/features/marketing/routes/terms-of-use.tsx',
  '/auth': 'src/features/auth/routes/auth.tsx',
}

/** Adds a tiny inline script to index.html that modulepreloads the landing page's chunks. */
function preloadLandingRoute(): Plugin {
  return {
    name: 'lexsetu:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk')
        const entry = chunks.find((chunk) => chunk.isEntry)
        const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])])
        const files = Object.fromEntries(
          Object.entries(LANDING_ROUTES).map(([route, module]) => {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module))
            if (!chunk) throw new Error(`preload-landing-route: no chunk for ${module}`)
            const own = [chunk.fileName, ...chunk.imports].filter((file) => !loaded.has(file))
            return [route, own.map((file) => `/${file}`)]
          }),
        )
        const script = `(function(){var f=${JSON.stringify(files)}[location.pathname.replace(/\/+$/,'')||'/'];if(f)f.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})()`
        return [{ tag: 'script', children: script, injectTo: 'head' }]
      },
    },
  }
}

export default defineConfig({
  plugins: [react(), preloadFont(), preloadLandingRoute()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
  preview: { port: Number(process.env.PREVIEW_PORT ?? 4173), strictPort: true },
  build: {
    manifest: true, // dist/.vite/manifest.json, read by scripts/size.mjs
    rolldownOptions: {
      output: {
        // Fewer, right-sized requests: every first load needs the framework, so it is one file;
        // the small pieces the public pages share are one file instead of a dozen tiny ones.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 2 },
            { name: 'ui', test: SHARED_UI, priority: 1 },
          ],
        },
      },
    },
  },
})
