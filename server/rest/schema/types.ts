/** What the REST layer knows about the database (PostgREST SchemaCache), read from pg_catalog. */

export type Column = {
  name: string
  /** format_type(): e.g. `integer`, `text[]`, `timestamp with time zone`. */
  type: string
  /** Base type name after resolving domains, e.g. `jsonb`, `tsvector`. */
  baseType: string
  default: string | null
  nullable: boolean
}

export type Table = {
  schema: string
  name: string
  isView: boolean
  columns: Map<string, Column>
  primaryKey: string[]
  /** Column sets of primary key and unique constraints (one-to-one detection). */
  uniqueKeys: string[][]
}

type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one'

/** A foreign key seen from one side: `columns` pairs a column of `origin` with one of `target`. */
export type Relationship = {
  origin: Table
  target: Table
  constraint: string
  cardinality: Cardinality
  columns: [string, string][]
  isSelf: boolean
}

export type RoutineParam = { name: string; type: string; isRequired: boolean; isVariadic: boolean }

export type Routine = {
  schema: string
  name: string
  params: RoutineParam[]
  volatility: 'immutable' | 'stable' | 'volatile'
  isSetOf: boolean
  returns: 'void' | 'scalar' | 'composite'
  /** The table whose row type the function returns, when it returns one. */
  returnTable?: Table
  /** Columns of a composite result (from the row type or OUT/TABLE parameters), when known. */
  resultColumns?: string[]
}

export type SchemaCache = {
  schemas: readonly string[]
  tables: Map<string, Table>
  relationships: Map<string, Relationship[]>
  routines: Map<string, Routine[]>
  /** Database roles: all of them, and those the authenticator may switch to (a token's `role`). */
  roles: { existing: Set<string>; switchable: Set<string> }
}

export const qualified = (schema: string, name: string) => `${schema}.${name}`
