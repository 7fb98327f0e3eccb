import { MessagesSquare } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { useOpenUntilNavigation } from '@/hooks/use-open-until-navigation'
import { ChatHistory } from './chat-history'
import { m } from '../messages/assistant'

/** Below lg, the history is a drawer; opening a chat (any navigation) closes it. */
export function HistorySheet({ currentId }: { currentId: string | null }) {
  const { isOpen, setOpen } = useOpenUntilNavigation()
  return (
    <Sheet open={isOpen} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button
          variant="outline"
          size="icon"
          className="shrink-0 lg:hidden"
          aria-label={m.yourChats}
        >
          <MessagesSquare aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined}>
        <div className="flex h-16 shrink-0 items-center border-b px-4">
          <SheetTitle>{m.yourChats}</SheetTitle>
        </div>
        <div className="flex-1 overflow-y-auto px-3 py-5">
          <ChatHistory currentId={currentId} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
