// npm run eval:assistant — asks every question of questions.json through the real assistant
// function (supabase-js → embedded backend → PGlite with the migrations, knowledge base included)
// and prints `assistant eval: N/M correct, K invented citations`. Exits 1 below 90 % correct or
// with any invented citation, so `npm test` fails on either. `-- --verbose` prints every reply.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as z from 'zod'
import { openBenchDatabase } from '../../bench/database'
import { createAccount } from '../../bench/fixtures'
import { createBackend } from '../../server/app'
import { defaultConfig } from '../../server/config'
import { wholeSection } from '../../supabase/functions/assistant/compose.ts'
import { parseCitations } from '../../supabase/functions/assistant/question.ts'

export const PASS_RATE = 0.9
/** The rate limit allows 20 questions a minute per user: a fresh account every 15. */
const QUESTIONS_PER_ACCOUNT = 15

const citationKey = z.string().regex(/^[A-Za-z]+ [0-9A-Za-z()]+$/)
const questionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: z.string().min(1).max(2000),
  lang: z.enum(['en', 'hinglish', 'hi']),
  expect: z.array(z.array(citationKey).min(1)),
  avoid: z.array(citationKey).optional(),
  mention: z.array(z.string().min(1)).optional(),
  trap: z.string().optional(),
  noAnswer: z.boolean().optional(),
})
export type EvalQuestion = z.infer<typeof questionSchema>

export function loadQuestions(): EvalQuestion[] {
  const raw = JSON.parse(readFileSync(new URL('./questions.json', import.meta.url), 'utf8'))
  const questions = z.array(questionSchema).parse(raw)
  const ids = new Set(questions.map((q) => q.id))
  if (ids.size !== questions.length) throw new Error('questions.json: ids must be unique')
  return questions
}

type Reply = { content: string; citations: { act: string; section: string }[] }

/** Why a reply fails its question (empty when it is correct). */
export function judge(question: EvalQuestion, reply: Reply): string[] {
  const cited = new Set(reply.citations.map((c) => `${c.act} ${c.section}`))
  const problems: string[] = []
  if (question.noAnswer) {
    if (cited.size > 0)
      problems.push(`cites ${[...cited].join(', ')} but should say it found nothing`)
    if (!/could not find/i.test(reply.content)) problems.push('does not say it found nothing')
    return problems
  }
  // A sub-section answers for its section: citing BNS 340(2) meets an expected BNS 340.
  const wholes = new Set([...cited].map(wholeSection))
  for (const group of question.expect) {
    if (!group.some((key) => cited.has(key) || wholes.has(key)))
      problems.push(`missing ${group.join(' or ')}`)
  }
  for (const key of question.avoid ?? []) if (cited.has(key)) problems.push(`cites ${key} (trap)`)
  const text = reply.content.toLowerCase()
  for (const words of question.mention ?? []) {
    if (!text.includes(words.toLowerCase())) problems.push(`does not mention "${words}"`)
  }
  return problems
}

/** Citations in a reply's text or list that are not entries of the knowledge base. */
export function invented(reply: Reply, entries: Set<string>, sections: Set<string>): string[] {
  const keys = [
    ...parseCitations(reply.content).map((c) =>
      c.act ? `${c.act} ${c.section}` : `section ${c.section}`,
    ),
    ...reply.citations.map((c) => `${c.act} ${c.section}`),
  ]
  const known = (key: string) =>
    key.startsWith('section ') ? sections.has(key.slice('section '.length)) : entries.has(key)
  return [...new Set(keys)].filter((key) => !known(key) && !known(wholeSection(key)))
}

async function main() {
  const verbose = process.argv.includes('--verbose')
  const questions = loadQuestions()
  const database = await openBenchDatabase(false)
  try {
    const backend = createBackend({ db: database.db, config: defaultConfig({ log: () => {} }) })
    await backend.reloadSchema()
    const rows = (
      await database.db.query<{ act: string; section: string }>(
        'select act, section from public.kb_entries',
      )
    ).rows
    const entries = new Set(rows.map((r) => `${r.act} ${r.section}`))
    const sections = new Set(rows.map((r) => r.section))

    let correct = 0
    let inventedCount = 0
    let client: SupabaseClient | undefined
    for (const [index, question] of questions.entries()) {
      if (index % QUESTIONS_PER_ACCOUNT === 0)
        client = (await createAccount(backend, `eval-${index}-${Date.now()}@example.test`)).client
      const { data, error } = await client!.functions.invoke<{ reply: Reply }>('assistant', {
        body: { message: question.question },
      })
      if (error || !data) {
        console.log(`✗ ${question.id}: the function failed (${error?.message})`)
        continue
      }
      const { reply } = data
      const made = invented(reply, entries, sections)
      inventedCount += made.length
      const problems = [...judge(question, reply), ...made.map((key) => `INVENTED ${key}`)]
      if (problems.length === 0) correct++
      else
        console.log(`✗ ${question.id} ${JSON.stringify(question.question)}: ${problems.join('; ')}`)
      if (verbose || problems.length > 0) {
        const cited = reply.citations.map((c) => `${c.act} ${c.section}`).join(', ')
        console.log(`    cited: ${cited || '(nothing)'}`)
        if (verbose) console.log(reply.content.replace(/^/gm, '    | '))
      }
    }
    const rate = correct / questions.length
    console.log(
      `assistant eval: ${correct}/${questions.length} correct, ${inventedCount} invented citations`,
    )
    if (rate < PASS_RATE || inventedCount > 0) {
      console.log(
        `(needs at least ${Math.round(PASS_RATE * 100)} % correct and no invented citation)`,
      )
      process.exitCode = 1
    }
  } finally {
    await database.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await main()
