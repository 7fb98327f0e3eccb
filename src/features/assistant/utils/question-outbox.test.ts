// @vitest-environment node
import { createQuestionOutbox, type Question } from './question-outbox'

type Result = { chatId: string }

/** An outbox whose deliveries the test settles one by one. */
function setup({ online = true, stored }: { online?: boolean; stored?: Question[] } = {}) {
  const storage = new Map<string, string>()
  if (stored) storage.set('outbox', JSON.stringify(stored))
  const deliveries: Array<{
    question: Question
    resolve: (result: Result) => void
    reject: (error: unknown) => void
  }> = []
  const state = { online }
  const outbox = createQuestionOutbox<Result, string>({
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    key: 'outbox',
    deliver: (question) =>
      new Promise<Result>((resolve, reject) => deliveries.push({ question, resolve, reject })),
    toError: (error) => String(error),
    isOnline: () => state.online,
  })
  const sent = () => deliveries.map(({ question }) => [question.text, question.chat])
  const settle = async (index: number, outcome: Result | Error) => {
    const delivery = deliveries[index]!
    if (outcome instanceof Error) delivery.reject(outcome)
    else delivery.resolve(outcome)
    await Promise.resolve()
    await Promise.resolve()
  }
  return { outbox, storage, state, sent, settle }
}

describe('the question outbox', () => {
  it('sends one question at a time; those asked before a new chat has its id go to that chat', async () => {
    const { outbox, sent, settle } = setup()
    outbox.ask('first', null)
    outbox.ask('second', null)
    expect(sent()).toEqual([['first', null]])
    await settle(0, { chatId: 'c1' })
    expect(sent()).toEqual([
      ['first', null],
      ['second', 'c1'],
    ])
    expect(outbox.getSnapshot().questions).toEqual([expect.objectContaining({ chat: 'c1' })])
  })

  it("after a refusal holds that chat's questions and sends the retried one before them", async () => {
    const { outbox, sent, settle } = setup()
    outbox.ask('first', 'c1')
    outbox.ask('second', 'c1')
    outbox.ask('elsewhere', 'c2')
    await settle(0, new Error('refused'))
    expect(outbox.getSnapshot().failure).toEqual({
      chat: 'c1',
      text: 'first',
      error: 'Error: refused',
    })
    expect(sent().slice(1)).toEqual([['elsewhere', 'c2']])
    await settle(1, { chatId: 'c2' })
    expect(sent()).toHaveLength(2)

    outbox.ask('first', 'c1')
    expect(outbox.getSnapshot().failure).toBeNull()
    expect(outbox.getSnapshot().questions.map((q) => q.text)).toEqual(['first', 'second'])
    expect(sent()[2]).toEqual(['first', 'c1'])
  })

  it('waits while offline, keeps the questions in storage, and sends them on resume', async () => {
    const { outbox, storage, state, sent } = setup({ online: false })
    outbox.ask('first', null)
    expect(sent()).toEqual([])
    expect(outbox.getSnapshot().offline).toBe(true)
    expect(JSON.parse(storage.get('outbox')!)).toEqual([expect.objectContaining({ text: 'first' })])

    state.online = true
    outbox.resume()
    expect(sent()).toEqual([['first', null]])
    expect(outbox.getSnapshot().offline).toBe(false)
  })

  it('reads the questions an earlier visit left, and forgets an answered one', async () => {
    const { outbox, storage, sent, settle } = setup({
      stored: [{ id: 'q1', text: 'left over', chat: 'c1' }],
    })
    outbox.resume()
    expect(sent()).toEqual([['left over', 'c1']])
    await settle(0, { chatId: 'c1' })
    expect(storage.has('outbox')).toBe(false)
  })
})
