import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { parseEnv } from './src/config/env-schema.ts'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

/**
 * The files that take longest (the hostile sweep, minutes each) start first, so that the two
 * workers finish together instead of one running a sweep alone at the end. Vitest orders by the
 * last run's durations only when its cache has them, which a clean clone does not.
 */
const LONGEST = /tests[\\/]hostile[\\/]hostile-|tests[\\/]db[\\/]knowledge-search\./

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const longest = (file: TestSpecification) => LONGEST.test(file.moduleId)
    return [...sorted.filter(longest), ...sorted.filter((file) => !longest(file))]
  }
}

/**
 * Four projects: the SPA (jsdom), the PDFs rendered in Node, the build and size scripts (node), and
 * the backend + database tests (node, real Postgres semantics).
 */
export default defineConfig({
  test: {
    // PGlite instances are memory-heavy (~300 MB each): a few files at a time on a 2-core machine.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        // What vite.config.ts inlines, with every setting at its default (src/config/env.ts).
        define: {
          __LEXSETU_ENV__: JSON.stringify(parseEnv({})),
          __LOCALE__: JSON.stringify('any'),
        },
        test: {
          name: 'app',
          environment: 'jsdom',
          globals: true,
          // One jsdom and one copy of React, Testing Library and Radix per worker, not per file:
          // the setup file gives each file fresh app modules and a clean page instead.
          isolate: false,
          setupFiles: ['./src/testing/setup-tests.ts'],
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The PDF renderers in Node: react-pdf writes a file that poppler's pdftotext reads back.
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'pdf',
          environment: 'node',
          include: ['tests/pdf/**/*.test.tsx'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.{ts,mjs}'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/**/*.test.ts', 'supabase/functions/**/*.test.ts'],
          globalSetup: ['./tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
