import { describe, expect, it } from 'vitest'
import { wrapComments } from './database-types'
import type { Column, PgType, Relation, Schema } from './read-schema'
import { renderDatabaseTypes } from './render'

// The real schema is covered by tests/db/database-types.test.ts; these are the cases it lacks.
const types = new Map<string, PgType>([
  ['25', { name: 'text', schema: 'pg_catalog', kind: 'b', element: '0', base: '0', relation: '0' }],
  ['23', { name: 'int4', schema: 'pg_catalog', kind: 'b', element: '0', base: '0', relation: '0' }],
  ['9', { name: 'mood', schema: 'public', kind: 'e', element: '0', base: '0', relation: '0' }],
  ['10', { name: '_mood', schema: 'public', kind: 'b', element: '9', base: '0', relation: '0' }],
  ['11', { name: 'short', schema: 'public', kind: 'd', element: '0', base: '25', relation: '0' }],
])

const column = (name: string, type: string, grants: Partial<Column> = {}): Column => ({
  name,
  type,
  notNull: true,
  hasDefault: false,
  canSelect: true,
  canInsert: false,
  canUpdate: false,
  comment: null,
  ...grants,
})

const relation = (name: string, columns: Column[], more: Partial<Relation> = {}): Relation => ({
  oid: name,
  name,
  kind: 'r',
  comment: null,
  exposed: true,
  columns,
  foreignKeys: [],
  ...more,
})

const schema: Schema = {
  relations: [
    relation('notes', [
      column('id', '25', { hasDefault: true, canInsert: true }),
      column('moods', '10', { canInsert: true, canUpdate: true }),
      column('title', '11', { notNull: false, canInsert: true, canUpdate: true }),
      column('secret', '25', { canSelect: false }),
    ]),
    relation('audit', [column('id', '25')], { exposed: false }),
  ],
  functions: [
    {
      name: 'pick',
      comment: null,
      isStrict: true,
      returnType: '25',
      returnsSet: false,
      args: [{ name: 'n', type: '23', mode: 'i', hasDefault: true }],
    },
    {
      name: 'pick',
      comment: null,
      isStrict: false,
      returnType: '23',
      returnsSet: true,
      args: [{ name: 'word', type: '25', mode: 'i', hasDefault: true }],
    },
  ],
  enums: [{ name: 'mood', labels: ['calm', "won't"] }],
  types,
}

describe('renderDatabaseTypes', () => {
  const source = renderDatabaseTypes(schema)

  it('lists what the grants allow: selected columns in Row, written ones in Insert and Update', () => {
    expect(source).toContain(
      "Row: {\nid: string\nmoods: Database['public']['Enums']['mood'][]\ntitle: string | null\n}",
    )
    expect(source).toContain(
      "Insert: {\nid?: string\nmoods: Database['public']['Enums']['mood'][]\ntitle?: string | null\n}",
    )
    expect(source).toContain("Update: {\nmoods?: Database['public']['Enums']['mood'][]")
    expect(source).not.toContain('secret')
    expect(source).not.toContain('audit')
  })

  it('types enums, and overloads as a union; a strict function takes no null for a default', () => {
    expect(source).toContain("mood: 'calm' | 'won\\'t'")
    expect(source).toContain(
      'pick: { Args: { n?: number }; Returns: string } | { Args: { word?: string | null }; Returns: number[] }',
    )
  })
})

describe('wrapComments', () => {
  it('wraps a one-line doc comment over the width at its indentation, and leaves others', () => {
    const long = `    /** ${'word '.repeat(20).trim()} */`
    expect(wrapComments(`${long}\n/** short */`, 40)).toBe(
      [
        '    /**',
        '     * word word word word word word',
        '     * word word word word word word',
        '     * word word word word word word',
        '     * word word',
        '     */',
        '/** short */',
      ].join('\n'),
    )
  })
})
