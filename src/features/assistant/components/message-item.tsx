import { Fragment, type ReactNode } from 'react'
import { Scale } from 'lucide-react'
import type { ChatMessage } from '../schemas/chat'
import { CitationChips } from './citation-chips'
import { CopyReplyButton } from './copy-reply-button'
import { Markdown } from './markdown'
import { m } from '../messages/assistant'

type MessageItemProps = Pick<ChatMessage, 'content' | 'citations'> & {
  sender: ChatMessage['role']
  /** The greeting: no copy button. */
  isGreeting?: boolean
  /** More actions beside Copy (a reply's feedback); the row wraps on a phone. */
  actions?: ReactNode
}

/** One message of the conversation: the user's question, or a reply with its cited sections. */
export function MessageItem({
  sender,
  content,
  citations,
  isGreeting = false,
  actions,
}: MessageItemProps) {
  if (sender === 'user') {
    return (
      <li data-chat-item="user" className="flex">
        <p className="ml-auto max-w-xl break-words rounded-lg bg-primary px-4 py-2 text-primary-foreground">
          <span className="sr-only">{m.you}</span>
          {content.split('\n').map((line, index) => (
            <Fragment key={index}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      </li>
    )
  }
  return (
    <li
      data-chat-item="assistant"
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground"
    >
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-muted-foreground">
        <Scale aria-hidden="true" className="size-4 shrink-0" />
        {m.assistantName}
        <span className="sr-only">:</span>
      </p>
      {isGreeting ? <p>{content}</p> : <Markdown source={content} />}
      <CitationChips citations={citations} />
      {!isGreeting && (
        <div className="flex flex-wrap items-center gap-2">
          <CopyReplyButton content={content} />
          {actions}
        </div>
      )}
    </li>
  )
}
