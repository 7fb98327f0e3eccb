import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field-error'
import { toast } from '@/components/ui/use-toast'
import { getErrorMessage } from '@/lib/utils'
import { useDeleteChat } from '../api/delete-chat'
import { AssistantDialog } from './assistant-dialog'
import { m } from '../messages/assistant'

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
      title={m.deleteChat.title}
      description={m.deleteChat.description(chat.title)}
    >
      <FieldError>{remove.isError ? getErrorMessage(remove.error) : null}</FieldError>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {m.deleteChat.cancel}
        </Button>
        <Button
          variant="destructive"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(chat.id, {
              onSuccess: () => {
                toast({ title: m.deleteChat.deleted })
                onDeleted()
              },
            })
          }
        >
          {remove.isPending ? m.deleteChat.deleting : m.deleteChat.delete}
        </Button>
      </div>
    </AssistantDialog>
  )
}
