// A template's fields declared once: each entry is what the form asks (a Field), how a complete
// answer is checked and what a new draft starts with. The steps, the schema's shape and the
// initial answers are all read from that one table.
import * as z from 'zod/mini'
import { text } from './model-helpers'
import { safeAnswers } from './safe-answers'
import type { Answers, AnswerValue, Field, Step } from './types'

/** A check that depends on other answers: the schema, or null when nothing is required. */
type AnswersCheck = (answers: Answers) => z.ZodMiniType | null

export type FieldSpec = Field & {
  check: z.ZodMiniType | AnswersCheck
  /** Check the answer only while showIf holds: a hidden field may hold anything left from an earlier choice. */
  checkOnlyWhenShown?: true
  /** The message when showIf holds and the answer is blank (on top of `check`, which allows blank). */
  requiredWhenShown?: string
  /** What a new draft starts with: '' for text, [] for lists and checkboxes unless given. */
  initial?: AnswerValue
}

type StepSpec = Omit<Step, 'fields'> & { fields: readonly FieldSpec[] }

/** Reports a message under a field's name. */
export type Problem = (name: string, message: string) => void

/** The keys a table entry has beyond its Field. */
const TABLE_ONLY = new Set(['check', 'checkOnlyWhenShown', 'requiredWhenShown', 'initial'])

const fieldOf = (spec: FieldSpec) =>
  Object.fromEntries(Object.entries(spec).filter(([key]) => !TABLE_ONLY.has(key))) as Field

export function fieldTable(table: readonly StepSpec[]) {
  const specs = table.flatMap((step) => step.fields)
  const steps: readonly Step[] = table.map(({ fields, ...step }) => ({
    ...step,
    fields: fields.map(fieldOf),
  }))
  const dependent = specs.filter(
    (spec) => typeof spec.check === 'function' || spec.checkOnlyWhenShown,
  )
  const isDependent = (spec: FieldSpec) => dependent.includes(spec)

  const shape = Object.fromEntries(
    specs.map((spec) => [
      spec.name,
      // Checked against the other answers in checkDependent, so anything passes the shape.
      isDependent(spec) ? z.optional(z.unknown()) : (spec.check as z.ZodMiniType),
    ]),
  )

  /** The checks that depend on other answers, each message under its field. */
  function checkDependent(raw: Record<string, unknown>, problem: Problem) {
    const answers = safeAnswers(raw)
    for (const spec of dependent) {
      if (spec.checkOnlyWhenShown && !spec.showIf?.(answers)) continue
      const schema = typeof spec.check === 'function' ? spec.check(answers) : spec.check
      const result = schema?.safeParse(raw[spec.name] ?? '')
      const message = result?.success === false ? result.error.issues[0]?.message : undefined
      if (message) problem(spec.name, message)
    }
    for (const { name, showIf, requiredWhenShown } of specs) {
      if (requiredWhenShown && showIf?.(answers) && !text(answers, name))
        problem(name, requiredWhenShown)
    }
  }

  const initialAnswers = (): Answers =>
    Object.fromEntries(
      specs.map(({ name, kind, initial }) => {
        const empty = kind === 'list' || kind === 'checkboxes' ? [] : ''
        const value = initial ?? empty
        return [name, Array.isArray(value) ? [...value] : value]
      }),
    )

  /**
   * The schema of complete answers. `crossChecks` holds the rules across fields (dates in order, at
   * least one ground); they run even while other fields are wrong, so every message shows at once.
   */
  const schema = (crossChecks?: (answers: Answers, problem: Problem) => void) =>
    z.object(shape).check(
      z.superRefine(
        (value, context) => {
          const raw = value as Record<string, unknown>
          const problem: Problem = (name, message) =>
            context.addIssue({ code: 'custom', message, path: [name], input: raw[name] })
          checkDependent(raw, problem)
          crossChecks?.(safeAnswers(raw), problem)
        },
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      ),
    )

  return { steps, schema, initialAnswers }
}
