/** The backend clock as a timestamptz parameter (config.now is moved by tests). */
export const isoAt = (ms: number) => new Date(ms).toISOString()

export const epochSeconds = (ms: number) => Math.floor(ms / 1000)

/**
 * SQL rendering a timestamptz the way Go's time.Time marshals to JSON (RFC 3339, UTC, trailing
 * fractional zeros trimmed, `Z`), so PGlite and PostgreSQL 15 produce the same text.
 * `column` is always a fixed column reference written in this module's callers, never input.
 */
export const rfc3339Sql = (column: string) =>
  `(rtrim(rtrim(to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), '0'), '.') || 'Z')`
