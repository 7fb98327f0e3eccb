import type { Queryable } from '../../db/driver'
import { FOREIGN_KEYS_SQL, FUNCTIONS_SQL, TABLES_SQL } from './catalog-sql'
import {
  qualified,
  type Column,
  type Relationship,
  type Routine,
  type SchemaCache,
  type Table,
} from './types'

/** The schemas `supabase start` exposes through PostgREST (PGRST_DB_SCHEMAS). */
export const EXPOSED_SCHEMAS = ['public', 'graphql_public'] as const

type TableRow = { schema: string; name: string; kind: string; columns: unknown; keys: unknown }
type ForeignKeyRow = {
  name: string
  schema: string
  table: string
  foreign_schema: string
  foreign_table: string
  columns: unknown
}
type FunctionRow = {
  schema: string
  name: string
  volatility: string
  is_set_of: boolean
  is_void: boolean
  is_composite: boolean
  return_schema: string | null
  return_relation: string | null
  required_count: number
  args: unknown
}
type ArgRow = { name: string; type: string; mode: string }

/** Both drivers parse json columns; this also accepts text, whichever arrives. */
const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T

function toTable(row: TableRow): Table {
  const keys = json<{ type: string; columns: string[] }[]>(row.keys)
  return {
    schema: row.schema,
    name: row.name,
    isView: row.kind === 'v' || row.kind === 'm',
    columns: new Map(json<Column[]>(row.columns).map((column) => [column.name, column])),
    primaryKey: keys.find((key) => key.type === 'p')?.columns ?? [],
    uniqueKeys: keys.map((key) => key.columns),
  }
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((item) => b.includes(item))

function addRelationships(
  map: Map<string, Relationship[]>,
  row: ForeignKeyRow,
  tables: Map<string, Table>,
) {
  const origin = tables.get(qualified(row.schema, row.table))
  const target = tables.get(qualified(row.foreign_schema, row.foreign_table))
  if (!origin || !target) return
  const pairs = json<[string, string][]>(row.columns)
  const fkColumns = pairs.map(([column]) => column)
  const isOneToOne = origin.uniqueKeys.some((key) => sameSet(key, fkColumns))
  const isSelf = origin === target
  const add = (rel: Relationship) => {
    const key = qualified(rel.origin.schema, rel.origin.name)
    map.set(key, [...(map.get(key) ?? []), rel])
  }
  add({
    origin,
    target,
    constraint: row.name,
    isSelf,
    columns: pairs,
    cardinality: isOneToOne ? 'one-to-one' : 'many-to-one',
  })
  add({
    origin: target,
    target: origin,
    constraint: row.name,
    isSelf,
    columns: pairs.map(([a, b]) => [b, a]),
    cardinality: isOneToOne ? 'one-to-one' : 'one-to-many',
  })
}

const VOLATILITY = { i: 'immutable', s: 'stable', v: 'volatile' } as const

function toRoutine(row: FunctionRow, tables: Map<string, Table>): Routine {
  const args = json<ArgRow[]>(row.args)
  const inputs = args.filter((arg) => ['i', 'b', 'v'].includes(arg.mode))
  const outputs = args.filter((arg) => ['o', 'b', 't'].includes(arg.mode))
  const returnTable =
    row.return_relation && row.return_schema
      ? tables.get(qualified(row.return_schema, row.return_relation))
      : undefined
  return {
    schema: row.schema,
    name: row.name,
    volatility: VOLATILITY[row.volatility as keyof typeof VOLATILITY] ?? 'volatile',
    isSetOf: row.is_set_of,
    returns: row.is_void ? 'void' : row.is_composite ? 'composite' : 'scalar',
    returnTable,
    resultColumns: returnTable
      ? [...returnTable.columns.keys()]
      : outputs.length > 0
        ? outputs.map((arg) => arg.name)
        : undefined,
    params: inputs.map((arg, index) => ({
      name: arg.name,
      type: arg.type,
      isRequired: index < Number(row.required_count),
      isVariadic: arg.mode === 'v',
    })),
  }
}

/** PostgREST connects as `authenticator` and may only SET ROLE to the roles granted to it. */
const ROLES_SQL = `select rolname as name, pg_has_role('authenticator', oid, 'MEMBER') as switchable
  from pg_roles`

/** Reads tables, views, columns, keys, foreign keys and functions of the exposed schemas. */
export async function loadSchemaCache(
  db: Queryable,
  schemas: readonly string[] = EXPOSED_SCHEMAS,
): Promise<SchemaCache> {
  const list = [...schemas]
  const [tableRows, fkRows, functionRows, roleRows] = [
    await db.query<TableRow>(TABLES_SQL, [list]),
    await db.query<ForeignKeyRow>(FOREIGN_KEYS_SQL, [list]),
    await db.query<FunctionRow>(FUNCTIONS_SQL, [list]),
    await db.query<{ name: string; switchable: boolean }>(ROLES_SQL),
  ]
  const tables = new Map(
    tableRows.rows.map((row) => [qualified(row.schema, row.name), toTable(row)]),
  )
  const relationships = new Map<string, Relationship[]>()
  for (const row of fkRows.rows) addRelationships(relationships, row, tables)
  const routines = new Map<string, Routine[]>()
  for (const row of functionRows.rows) {
    const routine = toRoutine(row, tables)
    const key = qualified(routine.schema, routine.name)
    routines.set(key, [...(routines.get(key) ?? []), routine])
  }
  const roles = {
    existing: new Set(roleRows.rows.map((row) => row.name)),
    switchable: new Set(roleRows.rows.filter((row) => row.switchable).map((row) => row.name)),
  }
  return { schemas, tables, relationships, routines, roles }
}
