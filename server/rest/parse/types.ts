/** The parsed shape of a PostgREST request URL (ApiRequest/Types.hs, in TypeScript). */

export type JsonStep = { arrow: '->' | '->>'; key: string; isIndex: boolean }

/** A column, optionally followed by a JSON path: `data->a->>b`. */
export type Field = { name: string; jsonPath: JsonStep[] }

export type SelectField = { kind: 'field'; field: Field; alias?: string; cast?: string }

export type SelectEmbed = {
  kind: 'embed'
  relation: string
  alias?: string
  hint?: string
  joinType?: 'inner' | 'left'
  isSpread: boolean
  children: SelectItem[]
}

export type SelectItem = SelectField | SelectEmbed

export const QUANT_OPERATORS = [
  'eq',
  'gte',
  'gt',
  'lte',
  'lt',
  'like',
  'ilike',
  'match',
  'imatch',
] as const
export const SIMPLE_OPERATORS = ['neq', 'cs', 'cd', 'ov', 'sl', 'sr', 'nxr', 'nxl', 'adj'] as const
export const FTS_OPERATORS = ['fts', 'plfts', 'phfts', 'wfts'] as const
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const

export type QuantOperator = (typeof QUANT_OPERATORS)[number]
export type SimpleOperator = (typeof SIMPLE_OPERATORS)[number]
export type FtsOperator = (typeof FTS_OPERATORS)[number]
export type IsValue = (typeof IS_VALUES)[number]

export type Operation =
  | { kind: 'quant'; op: QuantOperator; quantifier?: 'any' | 'all'; value: string }
  | { kind: 'simple'; op: SimpleOperator; value: string }
  | { kind: 'in'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'isdistinct'; value: string }
  | { kind: 'fts'; op: FtsOperator; language?: string; value: string }

export type OpExpr = { negated: boolean; operation: Operation }

export type Filter = { field: Field; expr: OpExpr }

export type LogicTree =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'expr'; negated: boolean; op: 'and' | 'or'; children: LogicTree[] }

export type OrderTerm = {
  field: Field
  /** `order=rel(col)`: order the parent by a column of a to-one embed. */
  relation?: string
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

/** Where a parameter applies: [] is the root, ['tags'] the embed named (or aliased) tags. */
export type EmbedPath = string[]
