// npm run bench:documents [-- --rounds N] [--warmup N]
//
// How long building a document's preview model takes, as the editor does on every keystroke:
// template.build(answers) for each template, with its complete sample answers and with the largest
// answers a user could type (every list full, every text at its limit). Budget (docs/PRODUCT.md §2
// 'Documents'): the largest template ≤ 5 ms p95 — the bench exits 1 when any case is over it.
import { parseArgs } from 'node:util'
import { affidavitTemplate } from '../src/features/documents/templates/affidavit'
import { sampleAnswers as affidavitSample } from '../src/features/documents/templates/affidavit/sample-answers'
import { bailApplicationTemplate } from '../src/features/documents/templates/bail-application'
import { sampleAnswers as bailSample } from '../src/features/documents/templates/bail-application/sample-answers'
import { rentAgreementTemplate } from '../src/features/documents/templates/rent-agreement'
import { sampleAnswers as rentSample } from '../src/features/documents/templates/rent-agreement/sample-answers'
import type { Answers, Template } from '../src/features/documents/templates/types'
import { summarize } from './measure'

const BUDGET_P95_MS = 5

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '200' },
  },
})

/** The sample answers with every text field at its longest and every list at its most items. */
function largest(template: Template, sample: Answers): Answers {
  const answers: Answers = { ...sample }
  for (const step of template.steps) {
    for (const field of step.fields) {
      const length = field.maxLength ?? 200
      const filler = 'क्षत्रिय lorem ipsum '.repeat(Math.ceil(length / 21)).slice(0, length)
      if (field.kind === 'list') {
        answers[field.name] = Array.from({ length: field.maxItems ?? 30 }, () => filler)
      } else if (field.kind === 'text' || field.kind === 'textarea') {
        answers[field.name] = filler
      } else if (field.kind === 'checkboxes') {
        answers[field.name] = (field.options ?? []).map((option) => option.value)
      }
    }
  }
  return answers
}

const templates: [string, Template, Answers][] = [
  ['Affidavit', affidavitTemplate, affidavitSample],
  ['Rent agreement', rentAgreementTemplate, rentSample],
  ['Bail application', bailApplicationTemplate, bailSample],
]
const cases = templates.flatMap(([label, template, sample]) => [
  { label: `${label}, sample answers`, template, answers: sample },
  { label: `${label}, largest answers`, template, answers: largest(template, sample) },
])

function main() {
  const rounds = Number(values.rounds)
  const warmup = Number(values.warmup)
  console.log(
    `Building the preview model: ${rounds} builds per case after ${warmup} warm-up builds`,
  )
  console.log(`Budget: p95 ≤ ${BUDGET_P95_MS} ms\n`)
  let over = false
  for (const { label, template, answers } of cases) {
    const samples: number[] = []
    let blocks = 0
    for (let round = 0; round < warmup + rounds; round++) {
      // A fresh copy each time, as each keystroke gives build() a new answers object.
      const input = { ...answers }
      const started = performance.now()
      blocks = template.build(input).blocks.length
      const elapsed = performance.now() - started
      if (round >= warmup) samples.push(elapsed)
    }
    const stats = summarize(samples)
    const verdict = stats.p95 > BUDGET_P95_MS ? 'OVER' : 'ok'
    if (stats.p95 > BUDGET_P95_MS) over = true
    console.log(
      `  ${label.padEnd(34)} p50 ${stats.p50.toFixed(3)} ms  p95 ${stats.p95.toFixed(3)} ms  (${blocks} blocks)  ${verdict}`,
    )
  }
  if (over) {
    console.error(`\nA case is over the ${BUDGET_P95_MS} ms p95 budget.`)
    process.exit(1)
  }
}

main()
