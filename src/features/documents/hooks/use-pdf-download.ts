import { useState } from 'react'
import { toastError } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/utils'
import { documentFileName } from '../lib/file-name'
import { m } from '@/features/documents/messages/editor'
import type { DocumentModel } from '../templates/types'

/**
 * 'Download PDF': the PDF renderer and its Hindi font are fetched on the first click only (a
 * separate chunk, never with the page), so the button says what is happening meanwhile.
 */
export function usePdfDownload() {
  const [isPreparing, setIsPreparing] = useState(false)
  const download = async (model: DocumentModel, title: string) => {
    if (isPreparing) return
    setIsPreparing(true)
    try {
      const { downloadDocumentPdf } = await import('../pdf/download-document-pdf')
      await downloadDocumentPdf(model, documentFileName(title))
    } catch (error) {
      toastError(m.pdfError, getErrorMessage(error))
    } finally {
      setIsPreparing(false)
    }
  }
  return { isPreparing, download }
}
