import { useState } from 'react'
import { flushSync } from 'react-dom'
import {
  firstStepWithError,
  hasErrors,
  stepErrors,
  validateAnswers,
  visibleFields,
  type FieldErrors,
} from '../lib/template-form'
import { m } from '@/features/documents/messages/editor'
import type { Answers, Template } from '../templates/types'

/** The id of a field's control (the first one of a group or a list), for labels and focus. */
export const fieldControlId = (formId: string, name: string) => `${formId}-field-${name}`
export const stepHeadingId = (formId: string) => `${formId}-step`

const focus = (id: string) => document.getElementById(id)?.focus()

/**
 * The step form's state: the current step, the messages under fields, and the moves between
 * steps. 'Next' checks the current step's visible fields with the template's schema; the whole
 * document is checked before a PDF or 'Mark as final'. Focus follows: the first invalid field,
 * or the new step's heading. `beforeFocus` shows the form first (the phone's 'Form' tab).
 */
export function useStepForm({
  template,
  answers,
  formId,
  beforeFocus,
}: {
  template: Template
  answers: Answers
  formId: string
  beforeFocus?: () => void
}) {
  const [stepIndex, setStepIndex] = useState(0)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [summary, setSummary] = useState<string | null>(null)
  const lastStep = template.steps.length - 1

  const firstInvalidName = (index: number, found: FieldErrors) =>
    visibleFields(template.steps[index]!, answers).find((field) => found[field.name])?.name

  const goTo = (index: number) => {
    flushSync(() => {
      beforeFocus?.()
      setStepIndex(Math.max(0, Math.min(lastStep, index)))
      setSummary(null)
    })
    focus(stepHeadingId(formId))
  }

  return {
    stepIndex,
    errors,
    summary,
    goTo,
    back: () => goTo(stepIndex - 1),
    next() {
      const step = template.steps[stepIndex]
      if (!step) return
      const found = stepErrors(template, step, answers)
      if (!hasErrors(found)) return goTo(stepIndex + 1)
      flushSync(() => setErrors((current) => ({ ...current, ...found })))
      const name = firstInvalidName(stepIndex, found)
      if (name) focus(fieldControlId(formId, name))
    },
    /** True when every answer is valid; else shows the first step with a problem and says so. */
    requireComplete(purpose: 'pdf' | 'final'): boolean {
      const found = validateAnswers(template, answers)
      if (!hasErrors(found)) return true
      const index = Math.max(0, firstStepWithError(template, answers, found))
      flushSync(() => {
        beforeFocus?.()
        setStepIndex(index)
        setErrors(found)
        setSummary(m.missingAnswers(purpose, template.steps[index]?.title ?? ''))
      })
      const name = firstInvalidName(index, found)
      focus(name ? fieldControlId(formId, name) : stepHeadingId(formId))
      return false
    },
    /** A changed answer: a field with a message is checked again, so it clears once fixed. */
    recheck(name: string, nextAnswers: Answers) {
      if (errors[name] === undefined) return
      const message = validateAnswers(template, nextAnswers)[name]
      setErrors((current) => {
        const next = { ...current }
        if (message) next[name] = message
        else delete next[name]
        return next
      })
    },
  }
}

export type StepFormState = ReturnType<typeof useStepForm>
