import { Button } from '@/components/ui/button'
import { toast, toastError } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/utils'
import { CopyIcon } from './icons'
import { m } from '../messages/assistant'

/** Copies a reply's text (its markdown) to the clipboard. */
export function CopyReplyButton({ content }: { content: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content)
      toast({ title: m.copy.copied })
    } catch (error) {
      toastError(m.copy.failed, getErrorMessage(error))
    }
  }
  return (
    <Button variant="ghost" size="sm" aria-label={m.copy.label} onClick={() => void copy()}>
      <CopyIcon />
      {m.copy.copy}
    </Button>
  )
}
