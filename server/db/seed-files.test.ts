// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readSeedFiles } from './seed-files'

describe('readSeedFiles', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lexsetu-seed-'))
    await mkdir(path.join(dir, 'seeds'))
    await writeFile(path.join(dir, 'seeds', 'b.sql'), 'select 2;')
    await writeFile(path.join(dir, 'seeds', 'a.sql'), 'select 1;')
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  const config = (seed: string) =>
    writeFile(
      path.join(dir, 'config.toml'),
      `[db]\nport = 54322\n\n[db.seed]\n${seed}\n\n[auth]\nsql_paths = ["./elsewhere.sql"]\n`,
    )

  it("reads [db.seed] sql_paths in the config's order, across lines and comments", async () => {
    await config('enabled = true\nsql_paths = [\n  "./seeds/b.sql", # first\n  "./seeds/a.sql",\n]')
    expect(await readSeedFiles(dir)).toEqual([
      { path: 'seeds/b.sql', sql: 'select 2;' },
      { path: 'seeds/a.sql', sql: 'select 1;' },
    ])
  })

  it('reads none when the seed is off or there is no config.toml', async () => {
    expect(await readSeedFiles(dir)).toEqual([])
    await config('enabled = false\nsql_paths = ["./seeds/a.sql"]')
    expect(await readSeedFiles(dir)).toEqual([])
  })

  it('refuses a pattern and a listed file that is missing', async () => {
    await config('sql_paths = ["./seeds/*.sql"]')
    await expect(readSeedFiles(dir)).rejects.toThrow(/list each file, no patterns/)
    await config('sql_paths = ["./seeds/missing.sql"]')
    await expect(readSeedFiles(dir)).rejects.toThrow(/missing\.sql/)
  })
})
