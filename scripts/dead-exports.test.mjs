// No export that nothing imports (scripts/dead-exports.mjs). Runs in the `scripts` project.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ALLOWED, findDeadExports } from './dead-exports.mjs'

const fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'dead-exports-'))
afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }))

function write(files) {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(fixture, name)), { recursive: true })
    fs.writeFileSync(path.join(fixture, name), text)
  }
}

describe('dead exports', () => {
  // About 2 s of CPU, half of it loading TypeScript; the timeout is for a machine others share.
  it(
    'finds none in the repository (delete the export, drop `export`, or allow it with a reason)',
    { timeout: 30_000 },
    () => {
      expect(findDeadExports()).toEqual([])
    },
  )

  it('tells apart what is imported, what only a test imports and what nothing imports', () => {
    write({
      'src/lib/money.ts': [
        'export const rupees = (n: number) => `₹${n}`',
        'export const paise = (n: number) => n * 100',
        'export function round(n: number) { return Math.round(paise(n)) }',
        'export const unused = 1',
        'export type Unused = string',
        'export default function Page() { return null }',
      ].join('\n'),
      'src/lib/money.test.ts':
        "import { paise, round } from './money'\nimport { make } from '@/testing/make'",
      'src/testing/make.ts': 'export const make = () => 1',
      'src/app/router.tsx': [
        "import { rupees } from '@/lib/money'",
        "const page = () => import('../lib/money')",
        "const fs = await import('node:fs')",
      ].join('\n'),
      'server/index.ts': "import * as money from '../src/lib/money.ts'\nexport { money }",
    })
    // money.ts is imported whole (import(), import * as): delete those lines to read it by name.
    expect(findDeadExports(fixture, {})).toEqual(['server/index.ts: money'])
    write({
      'src/app/router.tsx': "import { rupees } from '@/lib/money'",
      'server/index.ts': '',
    })
    expect(findDeadExports(fixture, {})).toEqual([
      // paise: a test imports it and money.ts uses it, so it stays. round: only the test calls it.
      'src/lib/money.ts: Unused',
      'src/lib/money.ts: default',
      'src/lib/money.ts: round',
      'src/lib/money.ts: unused',
    ])
    expect(findDeadExports(fixture, { 'src/lib/money.ts': ['*'] })).toEqual([])
  })

  it('allows only files that exist, each with a reason beside it', () => {
    const source = fs.readFileSync(new URL('./dead-exports.mjs', import.meta.url), 'utf8')
    for (const file of Object.keys(ALLOWED)) {
      expect(fs.existsSync(new URL(`../${file}`, import.meta.url)), file).toBe(true)
      expect(source, file).toMatch(new RegExp(`// .+\\n\\s*'${file.replace(/[./]/g, '\\$&')}'`))
    }
  })
})
