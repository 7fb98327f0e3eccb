import type { Ref } from 'react'
import { Input } from '@/components/ui/input'
import { DOCUMENT_TITLE_MAX_LENGTH } from '../lib/document-title'
import { m as docs } from '@/features/documents/messages/documents'
import { describedBy } from '../lib/field-ids'
import { LabelledField } from './field-parts'

type DocumentTitleFieldProps = {
  id: string
  value: string
  error?: string | null
  onChange: (value: string) => void
  inputRef?: Ref<HTMLInputElement>
}

/** 'Document Title': 1–120 characters, its message under the field. */
export function DocumentTitleField({
  id,
  value,
  error,
  onChange,
  inputRef,
}: DocumentTitleFieldProps) {
  const message = error ?? undefined
  return (
    <LabelledField id={id} label={docs.titleLabel} required hint={docs.titleHint} error={message}>
      <Input
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        // A little room over the limit, so a pasted title is cut by the message, not silently.
        maxLength={DOCUMENT_TITLE_MAX_LENGTH + 20}
        autoComplete="off"
        aria-invalid={Boolean(message)}
        aria-describedby={describedBy(id, { hint: docs.titleHint, error: message })}
      />
    </LabelledField>
  )
}
