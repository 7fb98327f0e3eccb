import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useSendMessage } from '../api/send-message'
import { MESSAGE_MAX_LENGTH } from '../schemas/chat'
import { useDraft } from './use-draft'

/**
 * Sending in one chat (`chatId`, or null for a new one): the draft, the question on its way, and
 * a failure with the text that was not sent. A failed question goes back into an empty input; the
 * first answer of a new chat moves the URL to /chatbot?id=… (replacing /chatbot in the history).
 */
export function useConversation(chatId: string | null) {
  const navigate = useNavigate()
  const [draft, setDraft] = useDraft(chatId ?? 'new')
  const send = useSendMessage()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const shownChat = useRef(chatId)
  useEffect(() => {
    shownChat.current = chatId
  }, [chatId])

  // A question belongs to the chat it was asked in; another chat shows none of its state.
  const isHere = send.variables !== undefined && (send.variables.chatId ?? null) === chatId
  const pendingText = send.isPending && isHere ? send.variables.message : null
  const failure =
    send.isError && isHere ? { text: send.variables.message, error: send.error } : null

  function submit(text: string) {
    const message = text.trim()
    inputRef.current?.focus()
    if (!message || message.length > MESSAGE_MAX_LENGTH || send.isPending) return
    if (text === draft) setDraft('')
    send.mutate(chatId ? { message, chatId } : { message }, {
      onSuccess: ({ chatId: newChatId }) => {
        if (chatId === null && shownChat.current === null)
          void navigate(paths.chat(newChatId), { replace: true })
      },
      onError: () => setDraft((current) => current || message),
    })
  }

  return {
    draft,
    setDraft,
    inputRef,
    submit,
    retry: () => failure && submit(failure.text),
    isSending: send.isPending,
    pendingText,
    failure,
  }
}
