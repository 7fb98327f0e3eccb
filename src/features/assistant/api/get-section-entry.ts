import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { loadSupabase, type AppSupabaseClient } from '@/lib/supabase'
import { parseRows } from '@/lib/parse-rows'
import { assistantKeys } from './keys'

const entrySchema = z.object({
  act: z.string(),
  section: z.string(),
  title: z.string(),
  summary: z.nullable(z.string()),
  punishment: z.nullable(z.string()),
  note: z.nullable(z.string()),
  in_force: z.boolean(),
})

const twinRowSchema = z.object({ act: z.string(), section: z.string(), title: z.string() })

export type SectionRef = { act: string; section: string }
type TwinSection = z.infer<typeof twinRowSchema>

export type SectionEntry = {
  act: string
  /** The act's full name, e.g. 'Bharatiya Nyaya Sanhita, 2023' (null if the act is unknown). */
  actName: string | null
  section: string
  title: string
  summary: string | null
  punishment: string | null
  note: string | null
  inForce: boolean
  /** The old ↔ new equivalents: IPC ↔ BNS, CrPC ↔ BNSS, IEA ↔ BSA. */
  twins: TwinSection[]
}

/**
 * A section of the knowledge base (readable by anyone) with its twins, in both directions of
 * kb_twins; null when the knowledge base has no such section.
 */
export async function getSectionEntry(
  client: AppSupabaseClient,
  { act, section }: SectionRef,
  signal?: AbortSignal,
): Promise<SectionEntry | null> {
  const abortable = <T extends { abortSignal: (signal: AbortSignal) => T }>(query: T) =>
    signal ? query.abortSignal(signal) : query
  const [entry, actRow, newer, older] = await Promise.all([
    abortable(
      client
        .from('kb_entries')
        .select('act,section,title,summary,punishment,note,in_force')
        .eq('act', act)
        .eq('section', section),
    ).maybeSingle(),
    abortable(client.from('kb_acts').select('name').eq('code', act)).maybeSingle(),
    abortable(
      client
        .from('kb_twins')
        .select('act:new_act,section:new_section')
        .eq('old_act', act)
        .eq('old_section', section),
    ),
    abortable(
      client
        .from('kb_twins')
        .select('act:old_act,section:old_section')
        .eq('new_act', act)
        .eq('new_section', section),
    ),
  ])
  for (const result of [entry, actRow, newer, older]) if (result.error) throw result.error
  if (entry.data === null) return null
  const row = parseRows(entrySchema, entry.data, 'The section')
  const refs = [...(newer.data ?? []), ...(older.data ?? [])]
  const twins = await Promise.all(
    refs.map(async (ref) => {
      const { data, error } = await abortable(
        client
          .from('kb_entries')
          .select('act,section,title')
          .eq('act', ref.act)
          .eq('section', ref.section),
      ).maybeSingle()
      if (error) throw error
      return data ? parseRows(twinRowSchema, data, 'A corresponding section') : null
    }),
  )
  return {
    act: row.act,
    actName: actRow.data?.name ?? null,
    section: row.section,
    title: row.title,
    summary: row.summary,
    punishment: row.punishment,
    note: row.note,
    inForce: row.in_force,
    twins: twins.filter((twin) => twin !== null),
  }
}

const sectionEntryQueryOptions = (ref: SectionRef) =>
  queryOptions({
    queryKey: assistantKeys.entry(ref.act, ref.section),
    queryFn: async ({ signal }) => getSectionEntry(await loadSupabase(), ref, signal),
    // Reference data: it changes only with a migration.
    staleTime: Infinity,
  })

export function useSectionEntry(ref: SectionRef) {
  return useQuery(sectionEntryQueryOptions(ref))
}
