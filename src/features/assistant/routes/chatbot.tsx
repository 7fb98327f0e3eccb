import type { RouteHandle } from '@/components/layouts/route-meta'
import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { ChatHistory } from '../components/chat-history'
import { ChatScreen } from '../components/chat-screen'
import { ChatNotFound } from '../components/chat-states'
import { chatIdSchema } from '../schemas/chat'
import { m } from '../messages/assistant'

export const handle: RouteHandle = { title: m.title }

/** /chatbot (a new chat) and /chatbot?id={id} (continue one): docs/PRODUCT.md §2 'Chatbot'. */
export function Component() {
  const [params] = useSearchParams()
  const rawId = params.get('id')
  const isValidId = rawId !== null && chatIdSchema.safeParse(rawId).success
  const chatId = isValidId ? rawId : null
  const historyTitleId = useId()

  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      {rawId !== null && !isValidId ? <ChatNotFound /> : <ChatScreen chatId={chatId} />}
      <aside aria-labelledby={historyTitleId} className="hidden lg:block">
        <h2 id={historyTitleId} className="mb-3 text-lg font-semibold">
          {m.yourChats}
        </h2>
        <div className="max-h-[calc(100dvh-4rem)] overflow-y-auto">
          <ChatHistory currentId={chatId} labelledBy={historyTitleId} />
        </div>
      </aside>
    </div>
  )
}
