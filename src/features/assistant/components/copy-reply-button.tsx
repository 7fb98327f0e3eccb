import { Button } from '@/components/ui/button'
import { toast, toastError } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/utils'
import { CopyIcon } from './icons'

/** Copies a reply's text (its markdown) to the clipboard. */
export function CopyReplyButton({ content }: { content: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content)
      toast({ title: 'Copied' })
    } catch (error) {
      toastError('Could not copy the reply', getErrorMessage(error))
    }
  }
  return (
    <Button variant="ghost" size="sm" aria-label="Copy reply" onClick={() => void copy()}>
      <CopyIcon />
      Copy
    </Button>
  )
}
