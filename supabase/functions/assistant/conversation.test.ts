import { describe, expect, it } from 'vitest'
import { OWN_TOPIC_RANK, readsWithChat, withContext } from './conversation.ts'

const WEAK = OWN_TOPIC_RANK / 2
const STRONG = OWN_TOPIC_RANK * 2

describe('readsWithChat', () => {
  it.each([
    'where do I file it?',
    'Can I go to the labour court for it?',
    'what if he threatens to fire me?',
    'kitna time lagega',
    'क्या इसके लिए वकील ज़रूरी है?',
  ])('reads %j with the chat', (message) => {
    expect(readsWithChat(message, WEAK)).toBe(true)
  })

  it('reads a message that points back with the chat even when it finds a topic of its own', () => {
    expect(readsWithChat('what if he threatens to fire me?', STRONG)).toBe(true)
  })

  it.each([
    ['it names a section', 'what is IPC 420'],
    ['it says it asks something else', 'ok thanks. also my landlord is not returning my deposit'],
    ['it says so in Hindi', 'एक और सवाल: किरायेदार किराया नहीं दे रहा'],
  ])('starts afresh when %s', (_, message) => {
    expect(readsWithChat(message, WEAK)).toBe(false)
  })

  it('starts afresh when the message finds a topic of its own without pointing back', () => {
    expect(readsWithChat('my landlord is not returning my deposit', STRONG)).toBe(false)
    expect(readsWithChat('my landlord is not returning my deposit', WEAK)).toBe(true)
  })

  it('does not take "also" inside a sentence for a new topic', () => {
    expect(readsWithChat('can I also claim interest on it?', WEAK)).toBe(true)
  })
})

describe('withContext', () => {
  it('searches the message first, then the earlier questions and the last topic', () => {
    expect(
      withContext('where do I file it?', {
        questions: ['my employer has not paid my salary'],
        topics: ['Claims under the Code'],
      }),
    ).toBe('where do I file it?\nmy employer has not paid my salary\nClaims under the Code')
  })
})
