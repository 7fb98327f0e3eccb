import { Gavel, House, ScrollText } from 'lucide-react'
import { DOCUMENT_TYPES, type DocumentType } from '../document-types'
import { m as docs } from '@/features/documents/messages/documents'
import { TEMPLATES } from '../templates'
import { localizeTemplate } from '../lib/template-text'
import { EnglishOnlyNote } from './english-only-note'

const ICONS: Record<DocumentType, typeof ScrollText> = {
  affidavit: ScrollText,
  rent_agreement: House,
  bail_application: Gavel,
}

type TemplateChoiceProps = {
  id: string
  value: DocumentType | null
  onChange: (template: DocumentType) => void
}

/**
 * The three template cards (their title and description): native radios styled as cards, so
 * arrow keys move between them and the chosen one is announced as checked.
 */
export function TemplateChoice({ id, value, onChange }: TemplateChoiceProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold leading-tight">{docs.chooseTemplate}</legend>
      <div className="grid gap-3 md:grid-cols-3">
        {DOCUMENT_TYPES.map((type, index) => {
          const template = localizeTemplate(TEMPLATES[type])
          const Icon = ICONS[type]
          return (
            <label
              key={type}
              className="flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-sm transition-colors hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                id={index === 0 ? id : undefined}
                type="radio"
                name={id}
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                className="mt-1 size-4 shrink-0 accent-primary"
              />
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="grid gap-1 font-semibold">
                {template.title}
                <span className="text-sm font-normal text-muted-foreground">
                  {template.description}
                </span>
              </span>
            </label>
          )
        })}
      </div>
      {value && <EnglishOnlyNote />}
    </fieldset>
  )
}
