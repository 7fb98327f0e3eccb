import { fileURLToPath } from 'node:url'
import prettier from 'prettier'
import type { Queryable } from '../../server/db/driver'
import { readSchema } from './read-schema'
import { renderDatabaseTypes } from './render'

export const DATABASE_TYPES_FILE = fileURLToPath(
  new URL('../../src/lib/database.types.ts', import.meta.url),
)

/** src/lib/database.types.ts as `npm run db:types` writes it from the schema of a migrated db. */
export async function databaseTypes(db: Queryable): Promise<string> {
  const source = renderDatabaseTypes(await readSchema(db))
  const options = await prettier.resolveConfig(DATABASE_TYPES_FILE)
  const formatted = await prettier.format(source, { ...options, filepath: DATABASE_TYPES_FILE })
  return wrapComments(formatted, options?.printWidth ?? 80)
}

/** Prettier leaves comments alone: a one-line doc comment longer than the width is wrapped here. */
export function wrapComments(source: string, width: number): string {
  return source.replace(/^( *)\/\*\* (.*) \*\/$/gm, (line, indent: string, text: string) => {
    if (line.length <= width) return line
    const lines: string[] = []
    let current = ''
    for (const word of text.split(' ')) {
      if (current && indent.length + 3 + current.length + 1 + word.length > width) {
        lines.push(current)
        current = word
      } else current = current ? `${current} ${word}` : word
    }
    lines.push(current)
    return [`${indent}/**`, ...lines.map((text) => `${indent} * ${text}`), `${indent} */`].join(
      '\n',
    )
  })
}
