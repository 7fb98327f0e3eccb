import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { backupName, databaseToolsFromEnv } from './backup.ts'
import { UsageError } from './target.ts'

describe('backups', () => {
  it('names a backup by its time in UTC, so that the names sort by time', () => {
    expect(backupName(new Date(Date.UTC(2026, 10, 28, 5, 15, 2, 345)))).toBe(
      'lexsetu-20261128-051502.dump',
    )
  })

  it('needs DATABASE_URL, and says what to do for the embedded PGlite instead', () => {
    expect(() => databaseToolsFromEnv({})).toThrow(UsageError)
    expect(() => databaseToolsFromEnv({ DATABASE_URL: ' ' })).toThrow(
      /copy it while the backend is stopped/,
    )
    expect(() => databaseToolsFromEnv({ DATABASE_URL: 'not a url' })).toThrow(UsageError)
  })

  it('says which tool is missing when PostgreSQL’s client tools are not installed', async () => {
    const tools = databaseToolsFromEnv({
      DATABASE_URL: 'postgresql://u:secret@127.0.0.1:1/db',
      PG_BIN: '/nonexistent',
    })
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lexsetu-backup-'))
    try {
      await expect(tools.backup(dir)).rejects.toThrow(
        /pg_dump was not found: install PostgreSQL's client tools/,
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
