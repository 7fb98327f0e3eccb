import { translateCheck } from './template-text'
import type { Answers, AnswerValue, Field, Step, Template } from '../templates/types'

/** Field name → the message to show under it. */
export type FieldErrors = Partial<Record<string, string>>

/** The fields of a step the answers so far call for (showIf). */
export function visibleFields(step: Step, answers: Answers): Field[] {
  return step.fields.filter((field) => field.showIf?.(answers) ?? true)
}

/** An answer as its field holds it: a list for lists and checkboxes, else text. */
export function answerOf(field: Field, answers: Answers): AnswerValue {
  const value = answers[field.name]
  if (field.kind === 'list' || field.kind === 'checkboxes') return Array.isArray(value) ? value : []
  return typeof value === 'string' ? value : ''
}

/**
 * The template's schema over the answers, as one message per field (the first). The schema's
 * issue paths are field names (the templates' contract), so each message lands under its field.
 */
export function validateAnswers(template: Template, answers: Answers): FieldErrors {
  const result = template.schema.safeParse(answers)
  if (result.success) return {}
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const name = issue.path[0]
    if (typeof name === 'string' && errors[name] === undefined)
      errors[name] = translateCheck(issue.message)
  }
  return errors
}

/** The messages of one step's visible fields only. */
export function stepErrors(template: Template, step: Step, answers: Answers): FieldErrors {
  const all = validateAnswers(template, answers)
  const errors: FieldErrors = {}
  for (const field of visibleFields(step, answers)) {
    const message = all[field.name]
    if (message) errors[field.name] = message
  }
  return errors
}

/** The first step with a visible field in `errors`, or -1 when none has. */
export function firstStepWithError(template: Template, answers: Answers, errors: FieldErrors) {
  return template.steps.findIndex((step) =>
    visibleFields(step, answers).some((field) => errors[field.name] !== undefined),
  )
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0
