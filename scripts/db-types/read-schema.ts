import type { Queryable } from '../../server/db/driver'

/**
 * What the API roles (anon, authenticated) can reach in the public schema, read from the catalog
 * of a migrated database. Grants decide what is listed: a column the roles may not select is not
 * in Row, one they may not insert is not in Insert, and a relation they cannot touch at all is not
 * listed, so the types never offer what the database refuses.
 */
export type Schema = {
  relations: Relation[]
  functions: SqlFunction[]
  enums: { name: string; labels: string[] }[]
  types: Map<string, PgType>
}

export type Relation = {
  oid: string
  name: string
  /** pg_class.relkind: r table, p partitioned table, v view, m materialized view, f foreign table, c composite type. */
  kind: string
  comment: string | null
  /** Whether an API role holds any privilege on it; composite types and unexposed relations are kept for function results. */
  exposed: boolean
  columns: Column[]
  foreignKeys: ForeignKey[]
}

export type Column = {
  name: string
  type: string
  notNull: boolean
  /** A default, identity or generated value: the column may be left out of an insert. */
  hasDefault: boolean
  canSelect: boolean
  canInsert: boolean
  canUpdate: boolean
  comment: string | null
}

type ForeignKey = {
  name: string
  columns: string[]
  isOneToOne: boolean
  referencedRelation: string
  referencedColumns: string[]
}

export type SqlFunction = {
  name: string
  comment: string | null
  isStrict: boolean
  returnType: string
  returnsSet: boolean
  args: { name: string; type: string; mode: string; hasDefault: boolean }[]
}

export type PgType = {
  name: string
  schema: string
  /** pg_type.typtype: b base, c composite, d domain, e enum, p pseudo, r range. */
  kind: string
  element: string
  base: string
  relation: string
}

const API_ROLES = ['anon', 'authenticated']
const anyRole = (check: (role: string) => string) =>
  `(${API_ROLES.map((role) => check(`'${role}'`)).join(' or ')})`

const RELATIONS_SQL = `
select c.oid::text as oid, c.relname as name, c.relkind::text as kind,
  obj_description(c.oid, 'pg_class') as comment,
  ${anyRole((role) => `has_any_column_privilege(${role}, c.oid, 'SELECT,INSERT,UPDATE') or has_table_privilege(${role}, c.oid, 'DELETE')`)} as exposed
from pg_class c
where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
order by c.relname collate "C"`

const COLUMNS_SQL = `
select a.attrelid::text as relation, a.attname as name, a.atttypid::text as type,
  a.attnotnull as "notNull",
  (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as "hasDefault",
  ${anyRole((role) => `has_column_privilege(${role}, a.attrelid, a.attnum, 'SELECT')`)} as "canSelect",
  ${anyRole((role) => `has_column_privilege(${role}, a.attrelid, a.attnum, 'INSERT')`)} as "canInsert",
  ${anyRole((role) => `has_column_privilege(${role}, a.attrelid, a.attnum, 'UPDATE')`)} as "canUpdate",
  col_description(a.attrelid, a.attnum) as comment
from pg_attribute a join pg_class c on c.oid = a.attrelid
where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
  and a.attnum > 0 and not a.attisdropped
order by a.attname collate "C"`

const columnNames = (relation: string, keys: string) => `array_to_json(array(
    select a.attname from unnest(${keys}) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = ${relation} and a.attnum = k.attnum
    order by k.position))::text`

const FOREIGN_KEYS_SQL = `
select con.conrelid::text as relation, con.conname as name,
  ${columnNames('con.conrelid', 'con.conkey')} as columns,
  r.relname as "referencedRelation",
  ${columnNames('con.confrelid', 'con.confkey')} as "referencedColumns",
  exists (
    select 1 from pg_index i
    where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
      and i.indkey::int2[] @> con.conkey and con.conkey @> i.indkey::int2[]
  ) as "isOneToOne"
from pg_constraint con join pg_class r on r.oid = con.confrelid
where con.contype = 'f' and con.connamespace = 'public'::regnamespace
  and r.relnamespace = 'public'::regnamespace
order by con.conname collate "C"`

const FUNCTIONS_SQL = `
select p.proname as name, obj_description(p.oid, 'pg_proc') as comment, p.proisstrict as "isStrict",
  p.prorettype::text as "returnType", p.proretset as "returnsSet",
  array_to_json(coalesce(p.proallargtypes, p.proargtypes::oid[]))::text as "argTypes",
  coalesce(array_to_json(p.proargnames)::text, '[]') as "argNames",
  coalesce(array_to_json(p.proargmodes)::text, '[]') as "argModes",
  p.pronargdefaults as "defaults"
from pg_proc p
where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
  and p.prorettype <> 'trigger'::regtype
  and ${anyRole((role) => `has_function_privilege(${role}, p.oid, 'EXECUTE')`)}
order by p.proname collate "C", pg_get_function_identity_arguments(p.oid) collate "C"`

const TYPES_SQL = `
select t.oid::text as oid, t.typname as name, t.typnamespace::regnamespace::text as schema,
  t.typtype::text as kind, t.typelem::text as element, t.typbasetype::text as base,
  t.typrelid::text as relation
from pg_type t`

const ENUMS_SQL = `
select t.typname as name, e.enumlabel as label
from pg_enum e join pg_type t on t.oid = e.enumtypid
where t.typnamespace = 'public'::regnamespace
order by t.typname collate "C", e.enumsortorder`

type RelationRow = Omit<Relation, 'columns' | 'foreignKeys'>
type ColumnRow = Column & { relation: string }
type ForeignKeyRow = {
  relation: string
  name: string
  columns: string
  referencedRelation: string
  referencedColumns: string
  isOneToOne: boolean
}
type FunctionRow = Omit<SqlFunction, 'args'> & {
  argTypes: string
  argNames: string
  argModes: string
  defaults: number
}

export async function readSchema(db: Queryable): Promise<Schema> {
  const relations = await db.query<RelationRow>(RELATIONS_SQL)
  const columns = await db.query<ColumnRow>(COLUMNS_SQL)
  const foreignKeys = await db.query<ForeignKeyRow>(FOREIGN_KEYS_SQL)
  const functions = await db.query<FunctionRow>(FUNCTIONS_SQL)
  const types = await db.query<PgType & { oid: string }>(TYPES_SQL)
  const enums = await db.query<{ name: string; label: string }>(ENUMS_SQL)
  const columnsOf = new Map<string, Column[]>()
  for (const { relation, ...column } of columns.rows)
    columnsOf.set(relation, [...(columnsOf.get(relation) ?? []), column])
  return {
    relations: relations.rows.map((relation) => ({
      ...relation,
      columns: columnsOf.get(relation.oid) ?? [],
      foreignKeys: foreignKeys.rows
        .filter((key) => key.relation === relation.oid)
        .map((key) => ({
          name: key.name,
          columns: JSON.parse(key.columns) as string[],
          isOneToOne: key.isOneToOne,
          referencedRelation: key.referencedRelation,
          referencedColumns: JSON.parse(key.referencedColumns) as string[],
        })),
    })),
    functions: functions.rows.map(toFunction),
    enums: groupEnumLabels(enums.rows),
    types: new Map(types.rows.map(({ oid, ...type }) => [oid, type])),
  }
}

function toFunction(row: FunctionRow): SqlFunction {
  const types = JSON.parse(row.argTypes) as number[]
  const names = JSON.parse(row.argNames) as string[]
  const modes = JSON.parse(row.argModes) as string[]
  const inputs = types.filter((_, i) => ['i', 'b', 'v'].includes(modes[i] ?? 'i')).length
  let inputPosition = 0
  const args = types.map((type, i) => {
    const mode = modes[i] ?? 'i'
    const isInput = ['i', 'b', 'v'].includes(mode)
    const hasDefault = isInput && inputPosition++ >= inputs - row.defaults
    return { name: names[i] ?? '', type: String(type), mode, hasDefault }
  })
  return {
    name: row.name,
    comment: row.comment,
    isStrict: row.isStrict,
    returnType: row.returnType,
    returnsSet: row.returnsSet,
    args,
  }
}

function groupEnumLabels(rows: { name: string; label: string }[]) {
  const enums = new Map<string, string[]>()
  for (const { name, label } of rows) enums.set(name, [...(enums.get(name) ?? []), label])
  return [...enums].map(([name, labels]) => ({ name, labels }))
}
