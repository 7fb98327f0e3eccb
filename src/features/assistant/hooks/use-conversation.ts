import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { MESSAGE_MAX_LENGTH } from '../schemas/chat'
import { useDraft } from './use-draft'
import { useQuestionOutbox } from './use-question-outbox'

/**
 * Sending in one chat (`chatId`, or null for a new one): the draft, the questions on their way,
 * and a refusal with the text that was not sent. A refused question goes back into an empty
 * input; the first answer of a new chat moves the URL to /chatbot?id=… (replacing /chatbot in
 * the history), and the questions asked while it was coming follow it there.
 */
export function useConversation(chatId: string | null) {
  const navigate = useNavigate()
  const [draft, setDraft] = useDraft(chatId ?? 'new')
  const { outbox, snapshot } = useQuestionOutbox()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const shownChat = useRef(chatId)
  useEffect(() => {
    shownChat.current = chatId
  }, [chatId])

  useEffect(
    () =>
      outbox.onAnswered((question, { chatId: newChatId }) => {
        if (question.chat === null && shownChat.current === null)
          void navigate(paths.chatbot.getHref(newChatId), { replace: true })
      }),
    [outbox, navigate],
  )

  // A question belongs to the chat it was asked in; another chat shows none of its state.
  const pending = snapshot.questions.filter((question) => question.chat === chatId)
  const failure = snapshot.failure?.chat === chatId ? snapshot.failure : null

  // A refused question goes back into the box, unless something new was typed there meanwhile.
  const restored = useRef<typeof failure>(null)
  useEffect(() => {
    if (failure === null || restored.current === failure) return
    restored.current = failure
    setDraft((current) => current || failure.text)
  }, [failure, setDraft])

  function submit(text: string) {
    const message = text.trim()
    inputRef.current?.focus()
    if (!message || message.length > MESSAGE_MAX_LENGTH) return
    if (text === draft) setDraft('')
    outbox.ask(message, chatId)
  }

  return {
    draft,
    setDraft,
    inputRef,
    submit,
    retry: () => failure && submit(failure.text),
    pendingTexts: pending.map((question) => question.text),
    /** Questions wait for the connection: the screen says so instead of 'typing…'. */
    isOffline: pending.length > 0 && snapshot.offline,
    failure,
  }
}
