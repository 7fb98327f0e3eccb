import { FileText } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { toastError } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/utils'
import type { Chat } from '../api/get-chat'
import { m } from '../messages/assistant'

/**
 * Downloads the chat as a PDF. The PDF renderer and its Hindi font (~450 KB) are fetched on the
 * first click only, so the button says what is happening while they come.
 */
export function ExportPdfButton({ chat }: { chat: Chat | null }) {
  const [isExporting, setExporting] = useState(false)
  const isEmpty = !chat || chat.messages.length === 0

  const exportPdf = async () => {
    if (!chat || isExporting) return
    setExporting(true)
    try {
      const { downloadChatPdf } = await import('../pdf/chat-pdf')
      await downloadChatPdf(chat)
    } catch (error) {
      toastError(m.exportPdf.failed, getErrorMessage(error))
    } finally {
      setExporting(false)
    }
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0"
        disabled={isEmpty}
        aria-busy={isExporting}
        onClick={() => void exportPdf()}
      >
        <FileText aria-hidden="true" />
        {isExporting ? m.exportPdf.preparing : m.exportPdf.export}
      </Button>
      <span role="status" className="sr-only">
        {isExporting ? m.exportPdf.status : ''}
      </span>
    </>
  )
}
