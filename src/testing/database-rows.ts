import type { Database } from '@/lib/database.types'

type Relations = Database['public']['Tables'] & Database['public']['Views']

/**
 * What a row schema's output may be for a relation: each of its keys a column the API roles may
 * select, of a type the column holds (src/lib/database.types.ts, generated from the migrations).
 * A schema that reads a column the relation does not have, or expects a type the database does
 * not send, is not assignable to it: `expectTypeOf<Output>().toExtend<RowColumns<'t', Output>>()`.
 */
export type RowColumns<Relation extends keyof Relations, Output> = {
  [Key in keyof Output]: Key extends keyof Relations[Relation]['Row']
    ? Relations[Relation]['Row'][Key]
    : never
}
