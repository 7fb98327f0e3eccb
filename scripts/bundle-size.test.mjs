import { describe, expect, it } from 'vitest'
import {
  budgetProblems,
  firstLoadProblems,
  measureBundle,
  measureFirstLoad,
  staticClosure,
} from './bundle-size.mjs'

const manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/home.tsx', 'src/about.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  '_icons.js': { file: 'assets/icons.js', imports: ['_shared.js'] },
  'src/home.tsx': {
    file: 'assets/home.js',
    src: 'src/home.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_icons.js', '_vendor.js'],
  },
  'src/about.tsx': {
    file: 'assets/about.js',
    src: 'src/about.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_icons.js'],
  },
}
const sizes = {
  'assets/index.js': 50_000,
  'assets/vendor.js': 40_000,
  'assets/shared.js': 5_000,
  'assets/icons.js': 3_000,
  'assets/home.js': 2_000,
  'assets/about.js': 61_000,
}
const sizeOf = (file) => sizes[file]

describe('bundle size', () => {
  it('follows static imports recursively and counts each chunk once', () => {
    expect(staticClosure(manifest, ['index.html', 'src/home.tsx'])).toEqual([
      'index.html',
      '_vendor.js',
      '_shared.js',
      'src/home.tsx',
      '_icons.js',
    ])
  })

  it('sums the entry, the home route and their static imports as the initial JavaScript', () => {
    const report = measureBundle(manifest, 'src/home.tsx', sizeOf)
    expect(report.initialBytes).toBe(50_000 + 40_000 + 5_000 + 2_000 + 3_000)
    expect(report.routes).toEqual([
      { label: 'src/about.tsx', file: 'assets/about.js', bytes: 61_000 },
    ])
  })

  it('reports every budget that is exceeded, in kB of 1000 bytes', () => {
    const report = measureBundle(manifest, 'src/home.tsx', sizeOf)
    expect(budgetProblems(report, { initialLimitKb: 100, routeLimitKb: 61 })).toEqual([])
    expect(budgetProblems(report, { initialLimitKb: 99.999, routeLimitKb: 60 })).toEqual([
      'home initial JS 100.00 kB > 99.999 kB',
      'src/about.tsx 61.00 kB > 60 kB',
    ])
  })

  it('fails loudly when the route is missing from the manifest', () => {
    expect(() => measureBundle(manifest, 'src/missing.tsx', sizeOf)).toThrow(/src\/missing\.tsx/)
  })
})

describe('first load of a page', () => {
  const withAssets = {
    ...manifest,
    'index.html': { ...manifest['index.html'], assets: ['assets/inter.woff2', 'assets/logo.svg'] },
    'src/about.tsx': { ...manifest['src/about.tsx'], css: ['assets/about.css'] },
  }
  const sizeOfAll = (file) =>
    ({ 'assets/index.css': 7_000, 'assets/about.css': 1_000, 'assets/inter.woff2': 48_000 })[
      file
    ] ?? sizes[file]

  it('counts the scripts, styles and fonts of the entry and the route, and the document', () => {
    const load = measureFirstLoad(withAssets, 'src/about.tsx', sizeOfAll)
    expect(load).toEqual({
      js: [
        'assets/index.js',
        'assets/vendor.js',
        'assets/shared.js',
        'assets/about.js',
        'assets/icons.js',
      ],
      css: ['assets/index.css', 'assets/about.css'],
      fonts: ['assets/inter.woff2'],
      bytes: 50_000 + 40_000 + 5_000 + 61_000 + 3_000 + 7_000 + 1_000 + 48_000,
      scriptAndStyleBytes: 50_000 + 40_000 + 5_000 + 61_000 + 3_000 + 7_000 + 1_000,
      requests: 9,
    })
  })

  it('reports bytes, requests and fonts over the budget', () => {
    const load = measureFirstLoad(withAssets, 'src/about.tsx', sizeOfAll)
    const within = { kib: 211, jsCssKib: 164, requests: 9, fonts: 1 }
    expect(firstLoadProblems('/about', load, within)).toEqual([])
    const over = { kib: 200, jsCssKib: 160, requests: 8, fonts: 0 }
    expect(firstLoadProblems('/about', load, over)).toEqual([
      '/about: first load 210.0 KiB > 200 KiB',
      '/about: JS + CSS 163.1 KiB > 160 KiB',
      '/about: 9 requests > 8',
      '/about: 1 font files > 0',
    ])
  })
})
