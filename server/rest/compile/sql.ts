import { RestError } from '../errors'

/** `"name"` with embedded quotes doubled; NUL cannot appear in an identifier. */
export function quoteIdent(name: string): string {
  if (name.includes('\u0000'))
    throw RestError.queryParam('Identifiers cannot contain NUL characters', name)
  return `"${name.replace(/"/g, '""')}"`
}

export const qualifiedName = (schema: string, name: string) =>
  `${quoteIdent(schema)}.${quoteIdent(name)}`

/** PostgREST truncates literal values at the first NUL (Postgres text cannot hold one). */
export const truncateAtNul = (value: string) => {
  const nul = value.indexOf('\u0000')
  return nul < 0 ? value : value.slice(0, nul)
}

/** The bound parameters of one statement: every value goes here, never into the SQL text. */
export class Params {
  readonly values: unknown[] = []

  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }

  /** A text value; Postgres infers its type from where it is used, as PostgREST's unknown literals. */
  text(value: string): string {
    return this.add(truncateAtNul(value))
  }
}

const CAST_TYPES = new Set([
  'text',
  'varchar',
  'char',
  'character',
  'character varying',
  'name',
  'citext',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'decimal',
  'real',
  'float',
  'float4',
  'float8',
  'double precision',
  'money',
  'bool',
  'boolean',
  'json',
  'jsonb',
  'uuid',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'time with time zone',
  'time without time zone',
  'timestamp with time zone',
  'timestamp without time zone',
  'tsvector',
  'tsquery',
  'oid',
  'regclass',
  'xml',
  'bit',
  'varbit',
  'point',
])

/**
 * The SQL for a `::type` cast in `select`: only well-known type names (optionally as arrays)
 * reach the SQL text; anything else gets the error Postgres gives for an unknown type.
 */
export function castType(type: string): string {
  const normalized = type.trim().toLowerCase().replace(/\s+/g, ' ')
  const base = normalized.endsWith('[]') ? normalized.slice(0, -2).trim() : normalized
  if (!/^[a-z][a-z0-9 ]*$/.test(base) || !CAST_TYPES.has(base)) throw RestError.undefinedType(type)
  return normalized.endsWith('[]') ? `${base}[]` : base
}
