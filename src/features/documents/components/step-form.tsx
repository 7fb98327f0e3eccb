import { CircleAlert } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { fieldControlId, stepHeadingId, type StepFormState } from '../hooks/use-step-form'
import { answerOf, visibleFields } from '../lib/template-form'
import { m } from '@/features/documents/messages/editor'
import type { Answers, AnswerValue, Template } from '../templates/types'
import { AnswerField } from './answer-field'
import { StepNavigator } from './step-navigator'

type StepFormProps = {
  template: Template
  answers: Answers
  form: StepFormState
  formId: string
  /** A final document: the fields are shown but cannot change. */
  isReadOnly: boolean
  onChange: (name: string, value: AnswerValue) => void
}

/** The template's form, one step at a time, generated from its steps and fields. */
export function StepForm({ template, answers, form, formId, isReadOnly, onChange }: StepFormProps) {
  const step = template.steps[form.stepIndex]
  if (!step) return null
  const isLast = form.stepIndex === template.steps.length - 1
  return (
    <form
      noValidate
      className="grid gap-5"
      aria-labelledby={stepHeadingId(formId)}
      onSubmit={(event) => {
        event.preventDefault()
        form.next()
      }}
    >
      <StepNavigator steps={template.steps} current={form.stepIndex} onSelect={form.goTo} />
      {form.summary && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/50 p-4 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          {form.summary}
        </p>
      )}
      <div className="grid gap-1">
        <h2
          id={stepHeadingId(formId)}
          tabIndex={-1}
          className="text-lg font-semibold leading-tight focus:outline-none"
        >
          {step.title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {m.stepOf(form.stepIndex + 1, template.steps.length)}
          {step.description ? `: ${step.description}` : ''}
        </p>
        {!isReadOnly && <p className="text-xs text-muted-foreground">{m.requiredNote}</p>}
      </div>
      <fieldset disabled={isReadOnly} className="grid gap-5">
        {visibleFields(step, answers).map((field) => (
          <AnswerField
            key={field.name}
            field={field}
            id={fieldControlId(formId, field.name)}
            value={answerOf(field, answers)}
            error={form.errors[field.name]}
            onChange={(value) => onChange(field.name, value)}
          />
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-between gap-2">
        <Button type="button" variant="outline" onClick={form.back} disabled={form.stepIndex === 0}>
          {m.back}
        </Button>
        {!isLast && <Button type="submit">{m.next}</Button>}
      </div>
    </form>
  )
}
