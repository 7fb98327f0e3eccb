import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTarget } from './build'

describe('buildTarget', () => {
  const roots: string[] = []
  const app = (files: Record<string, string>) => {
    const root = mkdtempSync(path.join(tmpdir(), 'lexsetu-build-'))
    roots.push(root)
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      writeFileSync(path.join(root, file), text)
    }
    return root
  }
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  })

  it('changes with the app’s sources and the anon key, so npm start rebuilds an old dist/', () => {
    const before = buildTarget('key', app({ 'src/main.tsx': 'a', 'index.html': '<html>' }))
    expect(buildTarget('key', app({ 'src/main.tsx': 'a', 'index.html': '<html>' }))).toEqual(before)
    expect(
      buildTarget('key', app({ 'src/main.tsx': 'b', 'index.html': '<html>' })).sources,
    ).not.toBe(before.sources)
    expect(
      buildTarget('key', app({ 'src/main.tsx': 'a', 'src/new.ts': '', 'index.html': '<html>' }))
        .sources,
    ).not.toBe(before.sources)
    expect(buildTarget('other', app({ 'src/main.tsx': 'a', 'index.html': '<html>' }))).not.toEqual(
      before,
    )
  })

  it('ignores what does not reach the build (the server, the tests)', () => {
    const before = buildTarget('key', app({ 'src/main.tsx': 'a' }))
    expect(
      buildTarget('key', app({ 'src/main.tsx': 'a', 'server/app.ts': 'x', 'e2e/a.spec.ts': 'y' })),
    ).toEqual(before)
  })
})
