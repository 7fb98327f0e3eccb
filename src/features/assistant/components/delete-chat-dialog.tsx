import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/utils'
import { useDeleteChat } from '../api/delete-chat'
import { AssistantDialog } from './assistant-dialog'

type DeleteChatDialogProps = {
  chat: { id: string; title: string }
  onOpenChange: (open: boolean) => void
  onDeleted: () => void
}

/** Asks before a chat and its messages are deleted for good. */
export function DeleteChatDialog({ chat, onOpenChange, onDeleted }: DeleteChatDialogProps) {
  const remove = useDeleteChat()
  return (
    <AssistantDialog
      open
      onOpenChange={onOpenChange}
      role="alertdialog"
      title="Delete this chat?"
      description={`“${chat.title}” and all its messages will be deleted. This cannot be undone.`}
    >
      <FieldError>{remove.isError ? getErrorMessage(remove.error) : null}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(chat.id, {
              onSuccess: () => {
                toast({ title: 'Chat deleted' })
                onDeleted()
              },
            })
          }
        >
          {remove.isPending ? 'Deleting…' : 'Delete chat'}
        </Button>
      </div>
    </AssistantDialog>
  )
}
