import { FilePlus2, LockKeyhole } from 'lucide-react'
import { useId, type RefObject } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { FieldError } from '@/components/ui/field-error'
import { m as docs } from '@/features/documents/messages/documents'
import { DocumentTitleField } from './document-title-field'

type DocumentDetailsCardProps = {
  title: string
  titleError: string | null
  onTitleChange: (title: string) => void
  titleRef: RefObject<HTMLInputElement | null>
  isGenerating: boolean
  /** Why the draft was not created (the server's words); the title stays as typed. */
  generateError: string | null
  isLocked: boolean
}

/** 'Document Details': the title of the new document and 'Generate Document' (the form's submit). */
export function DocumentDetailsCard({
  title,
  titleError,
  onTitleChange,
  titleRef,
  isGenerating,
  generateError,
  isLocked,
}: DocumentDetailsCardProps) {
  const id = useId()
  return (
    <Card>
      <section aria-labelledby={`${id}-heading`} className="grid gap-4 p-6">
        <h2 id={`${id}-heading`} className="text-lg font-semibold leading-tight">
          {docs.detailsTitle}
        </h2>
        <DocumentTitleField
          id={`${id}-title`}
          value={title}
          error={titleError}
          onChange={onTitleChange}
          inputRef={titleRef}
        />
        <FieldError>{generateError}</FieldError>
        <Button
          type="submit"
          className="justify-self-start"
          disabled={isGenerating}
          aria-busy={isGenerating}
        >
          {isLocked ? <LockKeyhole aria-hidden="true" /> : <FilePlus2 aria-hidden="true" />}
          {isGenerating ? docs.generating : docs.generate}
        </Button>
      </section>
    </Card>
  )
}
