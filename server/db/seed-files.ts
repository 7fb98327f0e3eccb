import { readFile } from 'node:fs/promises'
import path from 'node:path'

export type SeedFile = { path: string; sql: string }

/**
 * The seed files that supabase/config.toml lists under [db.seed] sql_paths, in that order, as the
 * Supabase CLI reads them: paths relative to the supabase folder, none when `enabled = false` or
 * when there is no config.toml. Only literal paths: a glob is refused rather than half-supported.
 */
export async function readSeedFiles(supabaseDir: string): Promise<SeedFile[]> {
  const config = await readFile(path.join(supabaseDir, 'config.toml'), 'utf8').catch(() => '')
  const section = /^\[db\.seed\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(config)?.[1] ?? ''
  const withoutComments = section.replace(/#.*$/gm, '')
  if (/^\s*enabled\s*=\s*false\b/m.test(withoutComments)) return []
  const list = /^\s*sql_paths\s*=\s*\[([^\]]*)\]/m.exec(withoutComments)?.[1] ?? ''
  const paths = [...list.matchAll(/"([^"]*)"/g)].map((match) => match[1])
  return Promise.all(
    paths.map(async (listed) => {
      if (/[*?[{]/.test(listed))
        throw new Error(`config.toml [db.seed] sql_paths: list each file, no patterns (${listed})`)
      const relative = path.posix.normalize(listed)
      return { path: relative, sql: await readFile(path.join(supabaseDir, relative), 'utf8') }
    }),
  )
}
