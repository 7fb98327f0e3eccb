import * as z from 'zod/mini'

/**
 * A question on its way, in the chat it was asked in: `chat` is null for a new chat that the
 * server has not created yet. The first answer there names the chat, and the questions asked
 * after it, still waiting, go to that chat.
 */
export type Question = { id: string; text: string; chat: string | null }

type Failure<E> = { chat: string | null; text: string; error: E }

type OutboxSnapshot<E> = {
  /** Oldest first; kept in storage until answered, so a reload or a lost connection loses none. */
  questions: Question[]
  /** The question being answered now (one at a time, so every chat keeps its order). */
  sending: string | null
  /** The last refusal: that chat's questions wait until it is retried or another is sent. */
  failure: Failure<E> | null
  /** Nothing is sent while the device is offline; `resume` (the 'online' event) sends again. */
  offline: boolean
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

type OutboxOptions<R extends { chatId: string }, E> = {
  storage: Storage | null
  key: string
  deliver: (question: Question) => Promise<R>
  toError: (error: unknown) => E
  isOnline?: () => boolean
}

const storedSchema = z.array(
  z.object({ id: z.string(), text: z.string(), chat: z.nullable(z.string()) }),
)

function read(storage: Storage | null, key: string): Question[] {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage?.getItem(key) ?? '[]'))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

function write(storage: Storage | null, key: string, questions: Question[]) {
  try {
    if (questions.length > 0) storage?.setItem(key, JSON.stringify(questions))
    else storage?.removeItem(key)
  } catch {
    // storage blocked or full: the questions live in memory only
  }
}

let lastId = 0
const newId = () => `${Date.now().toString(36)}-${(lastId += 1)}`

/**
 * The questions of one user waiting for an answer, outside React (useSyncExternalStore reads
 * it), so a question sent just before leaving the page is still answered once, not again later.
 */
export function createQuestionOutbox<R extends { chatId: string }, E>(
  options: OutboxOptions<R, E>,
) {
  const { storage, key, deliver } = options
  const isOnline = options.isOnline ?? (() => navigator.onLine !== false)
  let snapshot: OutboxSnapshot<E> = {
    questions: read(storage, key),
    sending: null,
    failure: null,
    offline: false,
  }
  const listeners = new Set<() => void>()
  const answeredListeners = new Set<(question: Question, result: R) => void>()

  const update = (next: Partial<OutboxSnapshot<E>>) => {
    if (next.questions) write(storage, key, next.questions)
    snapshot = { ...snapshot, ...next }
    listeners.forEach((listener) => listener())
  }

  function pump() {
    if (snapshot.sending !== null) return
    const { failure } = snapshot
    const next = snapshot.questions.find((q) => failure === null || q.chat !== failure.chat)
    if (!next) return
    if (!isOnline()) {
      if (!snapshot.offline) update({ offline: true })
      return
    }
    update({ sending: next.id, offline: false })
    deliver(next).then(
      (result) => {
        const questions = snapshot.questions
          .filter((q) => q.id !== next.id)
          .map((q) => (next.chat === null && q.chat === null ? { ...q, chat: result.chatId } : q))
        update({ questions, sending: null })
        answeredListeners.forEach((listener) => listener(next, result))
        pump()
      },
      (error: unknown) => {
        // Lost with the connection, whatever the error says: it waits, and is not refused.
        if (!isOnline()) {
          update({ sending: null, offline: true })
          return
        }
        update({
          questions: snapshot.questions.filter((q) => q.id !== next.id),
          sending: null,
          failure: { chat: next.chat, text: next.text, error: options.toError(error) },
        })
        pump()
      },
    )
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    /** Runs after each answer: the first one of a new chat names it. */
    onAnswered(listener: (question: Question, result: R) => void) {
      answeredListeners.add(listener)
      return () => void answeredListeners.delete(listener)
    },

    /**
     * Queues a question in `chat`. After a refusal there, this one (often the same text, back
     * from the box) goes before that chat's waiting questions, and the chat sends again.
     */
    ask(text: string, chat: string | null) {
      const question = { id: newId(), text, chat }
      const { questions, failure } = snapshot
      const retrying = failure !== null && failure.chat === chat
      const at = retrying ? questions.findIndex((q) => q.chat === chat) : -1
      update({
        questions:
          at === -1
            ? [...questions, question]
            : [...questions.slice(0, at), question, ...questions.slice(at)],
        failure: retrying ? null : failure,
      })
      pump()
    },

    /** The connection is back (or the page opened): send what is waiting. */
    resume: pump,
  }
}

export type QuestionOutbox<R extends { chatId: string }, E> = ReturnType<
  typeof createQuestionOutbox<R, E>
>
