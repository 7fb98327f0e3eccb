/** The `Prefer` header (RFC 7240) as PostgREST reads it (ApiRequest/Preferences.hs). */
export type Preferences = {
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  representation?: 'representation' | 'minimal' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  transaction?: 'commit' | 'rollback'
  missing?: 'default' | 'null'
  handling?: 'strict' | 'lenient'
  timezone?: string
  maxAffected?: number
  invalid: string[]
}

const CHOICES = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  representation: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  transaction: ['commit', 'rollback'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
} as const

const NAMES: Record<string, keyof typeof CHOICES> = {
  resolution: 'resolution',
  return: 'representation',
  count: 'count',
  tx: 'transaction',
  missing: 'missing',
  handling: 'handling',
}

/** Several Prefer values may arrive in one header, comma-joined; the first of each kind wins. */
export function parsePreferences(headers: Headers): Preferences {
  const prefs: Preferences = { invalid: [] }
  const items = (headers.get('prefer') ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
  for (const item of items) {
    const [name, ...rest] = item.split('=')
    const value = rest.join('=')
    const kind = NAMES[name]
    if (kind && (CHOICES[kind] as readonly string[]).includes(value)) {
      if (prefs[kind] === undefined) Object.assign(prefs, { [kind]: value })
    } else if (name === 'timezone' && value !== '') {
      prefs.timezone ??= value
    } else if (name === 'max-affected' && /^-?\d{1,15}$/.test(value)) {
      prefs.maxAffected ??= Number(value)
    } else {
      prefs.invalid.push(item)
    }
  }
  return prefs
}

/** `Preference-Applied`: the preferences this request honoured, in PostgREST's order. */
export function appliedPreferences(prefs: Partial<Preferences>): string | undefined {
  const applied = [
    prefs.resolution && `resolution=${prefs.resolution}`,
    prefs.missing && `missing=${prefs.missing}`,
    prefs.representation && `return=${prefs.representation}`,
    prefs.count && `count=${prefs.count}`,
    prefs.transaction && `tx=${prefs.transaction}`,
    prefs.handling && `handling=${prefs.handling}`,
    prefs.timezone && `timezone=${prefs.timezone}`,
    prefs.handling === 'strict' &&
      prefs.maxAffected !== undefined &&
      `max-affected=${prefs.maxAffected}`,
  ].filter((value): value is string => typeof value === 'string')
  return applied.length > 0 ? applied.join(', ') : undefined
}
