import { act, screen, waitFor } from '@testing-library/react'
import { resetToasts } from '@/components/ui/use-toast'
import { DOCUMENT_TYPES } from '../document-types'
import { TEMPLATES } from '../templates'
import { sampleAnswers as affidavit } from '../templates/affidavit/sample-answers'
import { sampleAnswers as bailApplication } from '../templates/bail-application/sample-answers'
import { sampleAnswers as rentAgreement } from '../templates/rent-agreement/sample-answers'
import { buildSignedInAuth } from '@/testing/factories'
import { buildDocument } from '../testing/build-document'
import { renderDocumentsScreen } from '../testing/render-documents'
import { SavedDocumentEditor } from './saved-document-editor'

const { downloadDocumentPdf } = vi.hoisted(() => ({ downloadDocumentPdf: vi.fn() }))
vi.mock(import('../pdf/download-document-pdf'), async (importOriginal) => ({
  ...(await importOriginal()),
  downloadDocumentPdf,
}))

const SAMPLES = {
  affidavit,
  rent_agreement: rentAgreement,
  bail_application: bailApplication,
}

// The editor is generic: every real template's form must render, step through with its sample
// answers (complete and valid by the templates' contract) and reach the PDF.
describe.each(DOCUMENT_TYPES)('the editor with the real %s template', (type) => {
  afterEach(() => act(() => resetToasts()))

  it('steps through every step with the sample answers and downloads the PDF', async () => {
    const template = TEMPLATES[type]
    const document = buildDocument({ template: type, title: 'Sample', answers: SAMPLES[type] })
    const { user } = renderDocumentsScreen(<SavedDocumentEditor document={document} />, {
      auth: buildSignedInAuth({ plan: 'premium' }),
      url: `/documents/${document.id}`,
    })

    for (const step of template.steps.slice(1)) {
      await user.click(screen.getByRole('button', { name: 'Next' }))
      expect(screen.getByRole('heading', { level: 2, name: step.title })).toHaveFocus()
    }
    await user.click(screen.getByRole('button', { name: 'Download PDF' }))

    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(downloadDocumentPdf).toHaveBeenCalledWith(
        expect.objectContaining({ blocks: expect.any(Array) }),
        'sample.pdf',
      ),
    )
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    )
  })
})
