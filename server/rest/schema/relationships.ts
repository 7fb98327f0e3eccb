import { RestError } from '../errors'
import { closestMatch } from '../fuzzy'
import { qualified, type Relationship, type SchemaCache, type Table } from './types'

const isSingleColumn = (rel: Relationship, index: 0 | 1, name: string) =>
  rel.columns.length === 1 && rel.columns[0][index] === name
const isToMany = (rel: Relationship) => rel.cardinality === 'one-to-many'
const isManyToOne = (rel: Relationship) => rel.cardinality === 'many-to-one'

export const isToOne = (rel: Relationship) => rel.cardinality !== 'one-to-many'

/** PostgREST Plan.hs `findRel` rules: target = table, constraint or column; hint disambiguates. */
function matches(rel: Relationship, target: string, hint: string | undefined): boolean {
  const isTargetTable = target === rel.target.name
  if (rel.isSelf) {
    if (hint === undefined)
      return (
        (isTargetTable && isToMany(rel)) || (isSingleColumn(rel, 0, target) && isManyToOne(rel))
      )
    return isTargetTable && isToMany(rel) && isSingleColumn(rel, 1, hint)
  }
  if (hint === undefined) {
    return (
      isTargetTable ||
      (!rel.target.isView && (target === rel.constraint || isSingleColumn(rel, 0, target)))
    )
  }
  return (
    isTargetTable &&
    (hint === rel.constraint || isSingleColumn(rel, 0, hint) || isSingleColumn(rel, 1, hint))
  )
}

const columnList = (names: string[]) => `(${names.join(', ')})`

function describe(rel: Relationship) {
  return {
    cardinality: rel.cardinality,
    embedding: `${rel.origin.name} with ${rel.target.name}`,
    relationship: `${rel.constraint} using ${rel.origin.name}${columnList(rel.columns.map(([a]) => a))} and ${rel.target.name}${columnList(rel.columns.map(([, b]) => b))}`,
  }
}

function noRelationshipHint(
  cache: SchemaCache,
  schema: string,
  origin: string,
  target: string,
): string | null {
  const own = cache.relationships.get(qualified(schema, origin))
  if (own) {
    const names = own.map((rel) => rel.target.name)
    if (names.includes(target)) return null
    const suggestion = closestMatch(names, target, 0.33)
    return suggestion ? `Perhaps you meant '${suggestion}' instead of '${target}'.` : null
  }
  const origins = [...cache.relationships.values()]
    .flat()
    .filter((rel) => rel.origin.schema === schema)
  const suggestion = closestMatch(new Set(origins.map((rel) => rel.origin.name)), origin, 0.33)
  return suggestion ? `Perhaps you meant '${suggestion}' instead of '${origin}'.` : null
}

/** PGRST200: no foreign key joins `origin` to `target` (with `hint`, when given). */
export function noRelationship(
  cache: SchemaCache,
  schema: string,
  origin: string,
  target: string,
  hint: string | undefined,
) {
  const using = hint === undefined ? '' : `' using the hint '${hint}`
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}${using}' in the schema '${schema}', but no matches were found.`,
    noRelationshipHint(cache, schema, origin, target),
  )
}

/** The one relationship an embed `target!hint(...)` from `origin` names, or PGRST200 / PGRST201. */
export function findRelationship(
  cache: SchemaCache,
  origin: Table,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = (cache.relationships.get(qualified(origin.schema, origin.name)) ?? []).filter(
    (rel) => matches(rel, target, hint),
  )
  if (candidates.length === 1) return candidates[0]
  if (candidates.length === 0) throw noRelationship(cache, origin.schema, origin.name, target, hint)
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    candidates.map(describe),
    `Try changing '${target}' to one of the following: ${candidates.map((rel) => `'${rel.target.name}!${rel.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
  )
}
