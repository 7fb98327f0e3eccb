import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildFontSubset, FONT_OUTPUT, unicodeRange } from './font-subset.mjs'

describe('the web font subset', () => {
  it('is the committed file, rebuilt from the installed font package', async () => {
    const rebuilt = Buffer.from(await buildFontSubset())
    expect(rebuilt.equals(fs.readFileSync(FONT_OUTPUT))).toBe(true)
  })

  it('is declared in font.css for exactly the characters it holds', () => {
    const css = fs.readFileSync('src/styles/font.css', 'utf8')
    const declared = /unicode-range:\s*([^;]+);/.exec(css)?.[1].replace(/\s+/g, ' ').trim()
    expect(declared).toBe(unicodeRange())
  })
})
