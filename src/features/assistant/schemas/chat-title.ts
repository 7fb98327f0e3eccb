import * as z from 'zod/mini'
import { m } from '../messages/assistant'

/** chats.title: 1–120 characters once trimmed (the check of the chats migration). */
export const CHAT_TITLE_MAX_LENGTH = 120

export const chatTitleSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, m.rename.empty),
    z.maxLength(CHAT_TITLE_MAX_LENGTH, m.rename.tooLong(CHAT_TITLE_MAX_LENGTH)),
  )
