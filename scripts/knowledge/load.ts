// Reads and checks every source file of the legal knowledge base (supabase/knowledge/).
// `node --import tsx scripts/knowledge/load.ts` prints the counts or the first problems found.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as z from 'zod'
import { parseCitations } from '../../supabase/functions/assistant/question.ts'
import {
  actFileSchema,
  guideSchema,
  synonymsSchema,
  type ActFile,
  type Citation,
  type Guide,
} from './schema.ts'

const KNOWLEDGE_DIR = fileURLToPath(new URL('../../supabase/knowledge/', import.meta.url))

export type Knowledge = {
  acts: ActFile[]
  guides: Guide[]
  synonyms: Record<string, string[]>
}

export const citationKey = ({ act, section }: Citation) => `${act} ${section}`

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  const relative = path.relative(KNOWLEDGE_DIR, file)
  let raw: unknown
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(`${relative}: ${(error as Error).message}`)
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 10)
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`${relative}:\n${issues.join('\n')}`)
  }
  return parsed.data
}

const jsonFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => path.join(dir, name))

/** Cross-file rules the schemas cannot see: unique entries, twins and guide citations resolve. */
function checkKnowledge({ acts, guides }: Knowledge): string[] {
  const problems: string[] = []
  const known = new Set<string>()
  const seenActs = new Set<string>()
  for (const file of acts) {
    if (seenActs.has(file.act)) problems.push(`${file.act}: two files for one act`)
    seenActs.add(file.act)
    for (const entry of file.entries) {
      const key = citationKey({ act: file.act, section: entry.section })
      if (known.has(key)) problems.push(`${key}: listed twice`)
      known.add(key)
    }
  }
  for (const file of acts) {
    for (const entry of file.entries) {
      for (const twin of entry.twins) {
        if (!known.has(citationKey(twin)))
          problems.push(`${file.act} ${entry.section}: twin ${citationKey(twin)} is not an entry`)
        if (twin.act === file.act)
          problems.push(`${file.act} ${entry.section}: twin in the same act`)
      }
    }
  }
  // The assistant quotes these texts, and refuses a reply that cites anything outside the
  // knowledge base: every citation in them must be an entry or a sub-section of one (a number
  // without its act, of any act — as the assistant's validator reads it).
  const whole = (section: string) => section.replace(/\(.*$/, '')
  const sections = new Set([...known].map((k) => k.split(' ')[1]!))
  const grounded = (act: string | null, section: string) =>
    act
      ? known.has(`${act} ${section}`) || known.has(`${act} ${whole(section)}`)
      : sections.has(section) || sections.has(whole(section))
  const checkText = (where: string, text: string | undefined) => {
    for (const found of parseCitations(text ?? '')) {
      if (!grounded(found.act, found.section))
        problems.push(
          `${where}: mentions ${found.act ?? 'section'} ${found.section}, which is not an entry`,
        )
    }
  }
  for (const file of acts) {
    for (const entry of file.entries) {
      for (const text of [entry.summary, entry.punishment, entry.note])
        checkText(`${file.act} ${entry.section}`, text)
    }
  }
  const slugs = new Set<string>()
  for (const guide of guides) {
    if (slugs.has(guide.slug)) problems.push(`guide ${guide.slug}: listed twice`)
    slugs.add(guide.slug)
    for (const text of [guide.summary, ...guide.steps, ...guide.where])
      checkText(`guide ${guide.slug}`, text)
    for (const cite of guide.cites) {
      if (!known.has(citationKey(cite)))
        problems.push(`guide ${guide.slug}: cites ${citationKey(cite)}, which is not an entry`)
    }
  }
  return problems
}

export function loadKnowledge(dir = KNOWLEDGE_DIR): Knowledge {
  const acts = jsonFiles(path.join(dir, 'acts')).map((file) => readJson(file, actFileSchema))
  const guides = jsonFiles(path.join(dir, 'guides')).map((file) => {
    const guide = readJson(file, guideSchema)
    if (`${guide.slug}.json` !== path.basename(file))
      throw new Error(
        `guides/${path.basename(file)}: slug ${guide.slug} differs from the file name`,
      )
    return guide
  })
  const synonymsFile = path.join(dir, 'synonyms.json')
  const synonyms = fs.existsSync(synonymsFile) ? readJson(synonymsFile, synonymsSchema) : {}
  const knowledge = { acts, guides, synonyms }
  const problems = checkKnowledge(knowledge)
  if (problems.length > 0)
    throw new Error(`knowledge base:\n  ${problems.slice(0, 40).join('\n  ')}`)
  return knowledge
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    const { acts, guides, synonyms } = loadKnowledge()
    for (const file of acts) console.log(`${file.act.padEnd(6)} ${file.entries.length} entries`)
    console.log(`guides ${guides.length}, synonyms ${Object.keys(synonyms).length}`)
  } catch (error) {
    console.error((error as Error).message)
    process.exitCode = 1
  }
}
