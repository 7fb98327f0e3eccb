function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    }
    previous = current
  }
  return previous[b.length]
}

/** 1 for equal strings, 0 for nothing in common (case-insensitive, edit distance based). */
function similarity(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  const longest = Math.max(x.length, y.length)
  return longest === 0 ? 1 : 1 - levenshtein(x, y) / longest
}

/**
 * The closest candidate scoring at least `minScore` — what PostgREST's fuzzy sets do for
 * "Perhaps you meant …" hints (0.75 for tables and functions, 0.33 otherwise).
 */
export function closestMatch(
  candidates: Iterable<string>,
  query: string,
  minScore: number,
): string | undefined {
  if (query.length > 256) return undefined
  let best: { name: string; score: number } | undefined
  for (const name of candidates) {
    if (name.length > 256) continue
    const score = similarity(name, query)
    if (score >= minScore && (!best || score > best.score)) best = { name, score }
  }
  return best?.name
}
