import type { QueryParams } from '../parse/query-params'
import type { RowRange } from '../parse/range'
import type { EmbedPath, SelectItem } from '../parse/types'
import type { SchemaCache } from '../schema/types'
import type { Source } from './source'
import type { Params } from './sql'

export type ReadContext = {
  cache: SchemaCache
  schema: string
  params: Params
  query: Pick<QueryParams, 'filters' | 'logic' | 'order' | 'ranges'>
  /** Embed paths met while compiling; parameters for any other path are PGRST108. */
  embedPaths: Set<string>
}

export type ReadNode = {
  source: Source
  items: SelectItem[]
  path: EmbedPath
  range: RowRange
  /** Join conditions to the parent, for embedded nodes. */
  joinConditions?: string[]
  /** Mutations apply root filters to the mutation itself, not to the representation. */
  skipFilters?: boolean
  /** The many-to-one embed this node sits below, if any: no one-to-many embed may follow it. */
  belowManyToOne?: string
}

export type BuiltRead = { sql: string; countSql: string; outputNames: string[] }

export type Embed = { aggregate: string; isToOne: boolean }
export type Join = { sql: string; isInner: boolean }
