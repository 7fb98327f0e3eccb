import { useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { getErrorMessage } from '@/lib/utils'
import { useCreateDocument } from '../api/use-document-mutations'
import type { DocumentType } from '../document-types'
import { checkTitle } from '../lib/document-title'
import { TEMPLATES } from '../templates'
import { localizeTemplate } from '../lib/template-text'
import { DocumentDetailsCard } from './document-details-card'
import { TemplateChoice } from './template-choice'

/**
 * The three template cards, then 'Document Details'. On Premium, 'Generate Document' creates the
 * draft and opens it; on the free plan it opens the unsaved editor (docs/PRODUCT.md §6). The id is
 * made here and kept for the same template and title, so a retried create stores one draft.
 */
export function NewDocumentForm({ isPremium }: { isPremium: boolean }) {
  const id = useId()
  const navigate = useNavigate()
  const create = useCreateDocument()
  const titleRef = useRef<HTMLInputElement>(null)
  const [template, setTemplate] = useState<DocumentType | null>(null)
  const [title, setTitle] = useState('')
  const [titleError, setTitleError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(() => ({ key: '', id: crypto.randomUUID() }))

  const choose = (next: DocumentType) => {
    // A title the user has not changed follows the template.
    if (!title.trim() || (template && title === localizeTemplate(TEMPLATES[template]).title))
      setTitle(localizeTemplate(TEMPLATES[next]).title)
    setTemplate(next)
    create.reset()
  }

  const generate = () => {
    // The details (and so the submit button) appear once a template is chosen.
    if (!template) return
    const checked = checkTitle(title)
    if ('error' in checked) {
      flushSync(() => setTitleError(checked.error))
      titleRef.current?.focus()
      return
    }
    if (!isPremium) return void navigate(paths.newDocument.getHref(template, checked.title))
    const key = `${template}\n${checked.title}`
    const documentId = attempt.key === key ? attempt.id : crypto.randomUUID()
    setAttempt({ key, id: documentId })
    create.mutate(
      {
        id: documentId,
        template,
        title: checked.title,
        answers: TEMPLATES[template].initialAnswers(),
      },
      { onSuccess: (row) => void navigate(paths.document.getHref(row.id)) },
    )
  }

  return (
    <form
      noValidate
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        generate()
      }}
    >
      <TemplateChoice id={`${id}-template`} value={template} onChange={choose} />
      {template && (
        <DocumentDetailsCard
          title={title}
          titleError={titleError}
          onTitleChange={(next) => {
            setTitle(next)
            setTitleError(null)
          }}
          titleRef={titleRef}
          isGenerating={create.isPending}
          generateError={create.isError ? getErrorMessage(create.error) : null}
          isLocked={!isPremium}
        />
      )}
    </form>
  )
}
