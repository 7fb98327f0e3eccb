// The templates (templates/) are plain data in English: the e2e tests load them in Node, and their
// labels feed the printed document. The screen shows them in the page's language through here:
// the form's steps, fields and choices, and the checks' messages, from messages/.
import { isHindi } from '@/i18n/locale'
import type { DocumentType } from '../document-types'
import * as affidavit from '../messages/affidavit-form'
import * as bail from '../messages/bail-application-form'
import { m as documents } from '../messages/documents'
import { m as editor } from '../messages/editor'
import * as rent from '../messages/rent-agreement-form'
import type { Field, Step, Template } from '../templates/types'

type FormText = {
  steps: Partial<Record<string, { title: string; description?: string }>>
  fields: Partial<Record<string, { label: string; hint?: string; itemLabel?: string }>>
  options: Record<string, Partial<Record<string, string>>>
  checks: Record<string, string>
}

const FORMS: Record<DocumentType, { en: FormText; m: FormText }> = {
  affidavit,
  rent_agreement: rent,
  bail_application: bail,
}

/** A check's English message → this language's (the checks run on the English templates). */
const CHECKS = new Map(
  Object.values(FORMS).flatMap(({ en, m }) =>
    Object.entries(en.checks).map(([key, message]) => [message, m.checks[key] ?? message]),
  ),
)

/** The shared checks' messages, whose English carries a number (templates/schema-helpers.ts). */
const NUMBERED_CHECKS: [RegExp, (count: number) => string][] = [
  [/^Keep this under (\d+) characters\.$/, editor.tooLong],
  [/^Keep it to (\d+) items at most\.$/, editor.tooManyItems],
]

/** A message of a template's schema in this page's language. */
export function translateCheck(message: string): string {
  if (!isHindi) return message
  if (message === 'Enter a real date, or leave it empty.') return editor.realDateOrEmpty
  for (const [pattern, write] of NUMBERED_CHECKS) {
    const found = pattern.exec(message)
    if (found) return write(Number(found[1]))
  }
  return CHECKS.get(message) ?? message
}

function localizeField(text: FormText, field: Field): Field {
  const words = text.fields[field.name]
  const optionsOf = text.options[field.name]
  const label = (value: string, fallback: string) =>
    optionsOf?.[value] ??
    Object.values(text.options).find((labels) => labels[value])?.[value] ??
    fallback
  return {
    ...field,
    label: words?.label ?? field.label,
    hint: field.hint && (words?.hint ?? field.hint),
    itemLabel: field.itemLabel && (words?.itemLabel ?? field.itemLabel),
    options: field.options?.map((option) => ({
      ...option,
      label: label(option.value, option.label),
    })),
  }
}

function localizeStep(text: FormText, step: Step): Step {
  const words = text.steps[step.id]
  return {
    ...step,
    title: words?.title ?? step.title,
    description: step.description && (words?.description ?? step.description),
    fields: step.fields.map((field) => localizeField(text, field)),
  }
}

const localized = new WeakMap<Template, Template>()

/**
 * The template as the screen shows it: its title, description and form in this page's language.
 * The schema and the document (build) stay the template's own; in English it is the template itself.
 */
export function localizeTemplate(template: Template): Template {
  if (!isHindi) return template
  const cached = localized.get(template)
  if (cached) return cached
  const text = FORMS[template.type]?.m
  const card = documents.templates[template.type]
  const shown: Template = text
    ? {
        ...template,
        title: card?.title ?? template.title,
        description: card?.description ?? template.description,
        steps: template.steps.map((step) => localizeStep(text, step)),
      }
    : template
  localized.set(template, shown)
  return shown
}
