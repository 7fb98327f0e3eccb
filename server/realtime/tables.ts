import type { Driver } from '../db/driver'

export type Column = {
  name: string
  /** pg_type.typname, as Realtime names it and supabase-js casts by (`int4`, `timestamptz`, `_text`). */
  type: string
  /** The type as SQL may write it in a cast (`regtype`). */
  cast: string
}

export type Table = {
  schema: string
  name: string
  columns: Column[]
  primaryKey: string[]
}

/** What a role may see of a table: its SELECT-able columns, and whether RLS decides its rows. */
type Access = { columns: Column[]; rowSecurity: boolean }

const PUBLISHED_TABLES = `
  select n.nspname as schema, c.relname as name,
    (select json_agg(json_build_object('name', a.attname, 'type', t.typname,
        'cast', a.atttypid::regtype::text) order by a.attnum)
     from pg_catalog.pg_attribute as a join pg_catalog.pg_type as t on t.oid = a.atttypid
     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
    (select json_agg(a.attname order by k.n)
     from pg_catalog.pg_index as i
     cross join unnest(i.indkey) with ordinality as k (attnum, n)
     join pg_catalog.pg_attribute as a on a.attrelid = i.indrelid and a.attnum = k.attnum
     where i.indrelid = c.oid and i.indisprimary) as primary_key
  from pg_catalog.pg_publication_rel as r
  join pg_catalog.pg_publication as p on p.oid = r.prpubid
  join pg_catalog.pg_class as c on c.oid = r.prrelid
  join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
  where p.pubname = 'supabase_realtime'`

/** Which columns the role may SELECT, and whether row security applies to it on this table. */
const ACCESS = `
  select
    coalesce((select json_agg(a.attname order by a.attnum) from pg_catalog.pg_attribute as a
      where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        and has_column_privilege(r.oid, c.oid, a.attnum, 'SELECT')), '[]') as columns,
    c.relrowsecurity and not r.rolbypassrls
      and (c.relforcerowsecurity or not pg_has_role(r.oid, c.relowner, 'USAGE')) as row_security
  from pg_catalog.pg_class as c, pg_catalog.pg_roles as r
  where c.oid = $1::regclass and r.rolname = $2`

const keyOf = (schema: string, table: string) => `${schema}\u0000${table}`

/**
 * The tables of the supabase_realtime publication and what each role may read of them, read
 * from pg_catalog once and again after migrations (reload).
 */
export class PublishedTables {
  private tables?: Promise<Map<string, Table>>
  private access = new Map<string, Promise<Access | undefined>>()

  constructor(private readonly db: Driver) {}

  reload() {
    this.tables = undefined
    this.access.clear()
  }

  private all(): Promise<Map<string, Table>> {
    this.tables ??= this.db
      .query<{ schema: string; name: string; columns: Column[]; primary_key: string[] | null }>(
        PUBLISHED_TABLES,
      )
      .then(
        ({ rows }) =>
          new Map(
            rows
              .filter((row) => row.primary_key !== null)
              .map((row) => [
                keyOf(row.schema, row.name),
                {
                  schema: row.schema,
                  name: row.name,
                  columns: row.columns,
                  primaryKey: row.primary_key!,
                },
              ]),
          ),
      )
      .catch((error: unknown) => {
        this.tables = undefined
        throw error
      })
    return this.tables
  }

  async find(schema: string, name: string): Promise<Table | undefined> {
    return (await this.all()).get(keyOf(schema, name))
  }

  async inSchema(schema: string): Promise<Table[]> {
    return [...(await this.all()).values()].filter((table) => table.schema === schema)
  }

  /** undefined: the role does not exist. */
  accessOf(table: Table, role: string): Promise<Access | undefined> {
    const key = `${role}\u0000${keyOf(table.schema, table.name)}`
    let access = this.access.get(key)
    if (!access) {
      access = this.db
        .query<{
          columns: string[]
          row_security: boolean
        }>(ACCESS, [`${quoteIdent(table.schema)}.${quoteIdent(table.name)}`, role])
        .then(({ rows }) => {
          const row = rows[0]
          if (!row) return undefined
          const granted = new Set(row.columns)
          return {
            columns: table.columns.filter((column) => granted.has(column.name)),
            rowSecurity: row.row_security,
          }
        })
      access.catch(() => this.access.delete(key))
      this.access.set(key, access)
    }
    return access
  }
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`
