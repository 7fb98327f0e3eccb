// The data directory PGlite dumps as a tar, made small and quick to open again.
// Plain JavaScript: the PGlite worker thread (pglite-worker.mjs) loads it with Node itself.

const BLOCK = 512
const WAL_SEGMENT = /^\/?pg_wal\/([0-9A-F]{24})$/

/**
 * The dump of `db` after a checkpoint (an open then starts at once, with no WAL to replay), without
 * the WAL segments Postgres pre-allocated past the one it writes to: recycled files it has not
 * used yet, ~100 MB of a migrated database's ~190, which every open would otherwise copy. Postgres
 * creates them again when it needs them.
 */
export async function dumpForReopening(db) {
  await db.query('checkpoint')
  const { rows } = await db.query('select pg_walfile_name(pg_current_wal_insert_lsn()) as segment')
  const tar = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer())
  return withoutWalSegmentsAfter(tar, rows[0].segment)
}

/** `tar` (ustar) without the WAL segment files named after `segment`. */
function withoutWalSegmentsAfter(tar, segment) {
  const kept = []
  let pending = [] // a pax or long-name header belongs to the entry that follows it
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) break
    const size = parseInt(text(header, 124, 12).trim() || '0', 8)
    const end = offset + BLOCK + Math.ceil(size / BLOCK) * BLOCK
    const entry = tar.subarray(offset, end)
    const type = String.fromCharCode(header[156])
    offset = end
    if (type === 'x' || type === 'L') {
      pending.push(entry)
      continue
    }
    const prefix = text(header, 345, 155)
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100)
    const wal = WAL_SEGMENT.exec(name)
    if (!wal || wal[1] <= segment) kept.push(...pending, entry)
    pending = []
  }
  const out = new Uint8Array(kept.reduce((sum, entry) => sum + entry.length, 0) + 2 * BLOCK)
  let at = 0
  for (const entry of kept) {
    out.set(entry, at)
    at += entry.length
  }
  return out
}

const decoder = new TextDecoder()
const text = (bytes, start, length) => {
  const field = bytes.subarray(start, start + length)
  const nul = field.indexOf(0)
  return decoder.decode(nul === -1 ? field : field.subarray(0, nul))
}
