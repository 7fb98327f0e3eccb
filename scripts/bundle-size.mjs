// Pure bundle-size arithmetic over Vite's build manifest (dist/.vite/manifest.json).
// No file system here: the caller passes `sizeOf(file)` so this stays easy to test.

const KB = 1000 // Vite prints kB = 1000 bytes; so do we.

/** Every chunk key reachable from `keys` through static `imports`, each once, in visit order. */
export function staticClosure(manifest, keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  keys.forEach(visit)
  return [...seen]
}

/**
 * The initial JavaScript of the page served by `routeSrc` (entry + route chunk + their static
 * imports, deduplicated) and the own size of every other lazily loaded chunk.
 * `sizeOf(file)` returns the gzipped size in bytes of an emitted file.
 */
export function measureBundle(manifest, routeSrc, sizeOf) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) throw new Error('manifest has no entry chunk (isEntry)')
  if (!manifest[routeSrc]) throw new Error(`manifest has no chunk for ${routeSrc}`)

  const initial = staticClosure(manifest, [entryKey, routeSrc])
    .map((key) => manifest[key])
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({
      label: `${chunk.src ?? chunk.name ?? chunk.file}${chunk.isEntry ? ' (entry)' : ''}`,
      file: chunk.file,
      bytes: sizeOf(chunk.file),
    }))

  const routes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key !== routeSrc)
    .map(([key, chunk]) => ({
      label: chunk.src ?? key,
      file: chunk.file,
      bytes: sizeOf(chunk.file),
    }))
    .sort((a, b) => b.bytes - a.bytes || a.label.localeCompare(b.label))

  return { initial, initialBytes: initial.reduce((sum, c) => sum + c.bytes, 0), routes }
}

/** Human-readable problems; an empty list means every budget holds. */
export function budgetProblems(report, { initialLimitKb, routeLimitKb }) {
  const problems = []
  if (report.initialBytes > initialLimitKb * KB) {
    problems.push(`home initial JS ${formatKb(report.initialBytes)} > ${initialLimitKb} kB`)
  }
  for (const route of report.routes) {
    if (route.bytes > routeLimitKb * KB) {
      problems.push(`${route.label} ${formatKb(route.bytes)} > ${routeLimitKb} kB`)
    }
  }
  return problems
}

export function formatKb(bytes) {
  return `${(bytes / KB).toFixed(2)} kB`
}

const FONT = /\.woff2?$/

/**
 * What a visit to the page served by `routeSrc` downloads before anyone interacts: the entry and
 * the route chunk with their static imports, their CSS, and the fonts that CSS references. Bytes
 * are `sizeOf(file)` (gzip for text); requests count the document too.
 */
export function measureFirstLoad(manifest, routeSrc, sizeOf) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) throw new Error('manifest has no entry chunk (isEntry)')
  if (!manifest[routeSrc]) throw new Error(`manifest has no chunk for ${routeSrc}`)
  const chunks = staticClosure(manifest, [entryKey, routeSrc]).map((key) => manifest[key])
  const js = chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js'))
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]
  const fonts = [...new Set(chunks.flatMap((chunk) => chunk.assets ?? []))].filter((file) =>
    FONT.test(file),
  )
  const files = [...js, ...css, ...fonts]
  return {
    js,
    css,
    fonts,
    bytes: files.reduce((sum, file) => sum + sizeOf(file), 0),
    scriptAndStyleBytes: [...js, ...css].reduce((sum, file) => sum + sizeOf(file), 0),
    requests: 1 + files.length,
  }
}

/** Problems with a page's first load against its budget ({ kib, requests, fonts }). */
export function firstLoadProblems(route, load, budget) {
  const problems = []
  const kib = load.bytes / 1024
  if (kib > budget.kib)
    problems.push(`${route}: first load ${kib.toFixed(1)} KiB > ${budget.kib} KiB`)
  const scriptAndStyleKib = load.scriptAndStyleBytes / 1024
  if (budget.jsCssKib !== undefined && scriptAndStyleKib > budget.jsCssKib)
    problems.push(`${route}: JS + CSS ${scriptAndStyleKib.toFixed(1)} KiB > ${budget.jsCssKib} KiB`)
  if (load.requests > budget.requests)
    problems.push(`${route}: ${load.requests} requests > ${budget.requests}`)
  if (load.fonts.length > budget.fonts)
    problems.push(`${route}: ${load.fonts.length} font files > ${budget.fonts}`)
  return problems
}
