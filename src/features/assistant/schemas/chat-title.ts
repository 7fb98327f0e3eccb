import * as z from 'zod/mini'

/** chats.title: 1–120 characters once trimmed (the check of the chats migration). */
export const CHAT_TITLE_MAX_LENGTH = 120

export const chatTitleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give the chat a title'),
    z.maxLength(
      CHAT_TITLE_MAX_LENGTH,
      `Keep the title to ${CHAT_TITLE_MAX_LENGTH} characters or fewer`,
    ),
  )
