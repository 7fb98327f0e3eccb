import { useSearchParams } from 'react-router'
import { DocumentNotFound } from '../components/document-states'
import { UnsavedDocumentEditor } from '../components/unsaved-document-editor'
import { DOCUMENT_TYPES, type DocumentType } from '../document-types'
import { checkTitle } from '../lib/document-title'
import { m } from '@/features/documents/messages/editor'
import { TEMPLATES } from '../templates'
import { localizeTemplate } from '../lib/template-text'

const isDocumentType = (value: string | null): value is DocumentType =>
  DOCUMENT_TYPES.includes(value as DocumentType)

/**
 * /documents/new?template=…&title=…: a template filled in without saving (the free plan's
 * editor). The title lives in the URL, so a reload keeps it; the answers are kept on this device.
 */
export function Component() {
  const [params, setParams] = useSearchParams()
  const type = params.get('template')
  if (!isDocumentType(type))
    return <DocumentNotFound title={m.unknownTemplateTitle} text={m.unknownTemplateText} />
  const template = TEMPLATES[type]
  const checked = checkTitle(params.get('title') ?? '')
  const title = 'title' in checked ? checked.title : localizeTemplate(template).title
  return (
    <UnsavedDocumentEditor
      key={type}
      template={template}
      title={title}
      onRename={(next) => setParams({ template: type, title: next }, { replace: true })}
    />
  )
}
