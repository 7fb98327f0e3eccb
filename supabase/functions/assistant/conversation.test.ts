import { describe, expect, it } from 'vitest'
import { followUpOf, onlyAsks, withContext } from './conversation.ts'

describe('followUpOf', () => {
  it.each([
    ['where do I file it?', ['file']],
    ['how much time do I have?', ['time', 'much']],
    ['kitna time lagega', ['time']],
    ['can I get my money back with interest?', ['get', 'money', 'back', 'interest']],
    ['अब तो कानून बदल गया है, कौन सी धारा लगेगी?', ['कानून', 'धारा', 'बदल']],
    ['मेरे पास वकील के पैसे नहीं हैं', ['वकील', 'पैसे']],
    ['kitni saza hogi aur kharcha kitna?', ['saza', 'kharcha']],
  ])('keeps the chat’s topic for %j, which only asks about it', (message, matched) => {
    expect(followUpOf(message, matched)).toBe('same')
  })

  it.each([
    ['what if he threatens to fire me?', ['threaten', 'fire']],
    ['can he get bail before arrest?', ['bail', 'arrest']],
    ['क्या इसके लिए वकील ज़रूरी है?', ['ज़रूरी']],
    ['bank paisa wapas dega kya?', ['bank']],
  ])('reads %j, which adds to what was said, with the chat', (message, matched) => {
    expect(followUpOf(message, matched)).toBe('related')
  })

  it.each([
    ['it names a section', 'what is IPC 420'],
    ['it says it asks something else', 'ok thanks. also my landlord is not returning my deposit'],
    ['it says so in Hindi', 'एक और सवाल: किरायेदार किराया नहीं दे रहा'],
    ['it says it is unrelated', 'unrelated, my tenant has not paid rent for months'],
    ['it drops the last one', 'chalo wo chhodo, mera tenant rent nahi de raha'],
    ['it adds something by the way', 'aur haan, mera tenant rent nahi de raha'],
  ])('starts afresh when %s', (_, message) => {
    expect(followUpOf(message, ['tenant', 'rent'])).toBe('own')
  })

  it('starts afresh when a longer message finds a topic of its own without pointing back', () => {
    const message = 'my landlord is not returning my security deposit'
    expect(followUpOf(message, ['landlord', 'deposit'])).toBe('own')
  })

  it('starts afresh for a long message that found its own topic firmly, even with a pronoun', () => {
    const story =
      'my niece is 14 and her tuition teacher keeps sending her dirty messages on whatsapp and asked her not to tell anyone'
    expect(followUpOf(story, ['tuition', 'teacher', 'dirty messages'])).toBe('own')
    expect(followUpOf(story, ['tuition', 'teacher'], false)).toBe('related')
    const short = 'what should i do with it so that i don’t get into trouble'
    expect(followUpOf(short, ['troubl'])).toBe('related')
  })

  it('starts afresh for a message the law has no words for, unless it points back', () => {
    expect(followUpOf('what is the capital of france', [])).toBe('own')
    expect(followUpOf('and what happens to him then?', [])).toBe('same')
    expect(followUpOf('what can I do now?', [])).toBe('same')
    expect(followUpOf('ab kya karu?', [])).toBe('same')
    expect(followUpOf('agar nahi gaya to kya hoga?', [])).toBe('same')
    expect(followUpOf('kitne din ke andar claim karna padega', [])).toBe('same')
    expect(followUpOf('and if the company shuts down?', [])).toBe('related')
  })

  it('reads a message that carries on from the chat with it, even with words of its own', () => {
    expect(followUpOf('and what about money for the family?', ['money', 'famili'])).toBe('related')
  })

  it('reads a longer message with the chat when its own search found its topic only weakly', () => {
    const message = 'how fast do i need to tell the bank about it'
    expect(followUpOf(message, ['bank', 'fast'], false)).toBe('related')
    expect(followUpOf('my landlord is not returning my security deposit', ['deposit'], false)).toBe(
      'related',
    )
    expect(
      followUpOf(
        'my landlord is not returning my security deposit after I moved out of the flat last month',
        ['deposit'],
        false,
      ),
    ).toBe('own')
  })

  it('does not take "also" inside a sentence for a new topic', () => {
    expect(followUpOf('can I also claim interest on it?', ['claim', 'interest'])).toBe('same')
  })
})

describe('withContext', () => {
  it('knows a message that only asks without searching it', () => {
    expect(onlyAsks('kitni saza hogi?')).toBe(true)
    expect(onlyAsks('where do I file it?')).toBe(true)
    expect(onlyAsks('what if he threatens to fire me?')).toBe(false)
    expect(onlyAsks('what is section 420?')).toBe(false)
    expect(onlyAsks('also, what is the time limit?')).toBe(false)
    expect(onlyAsks('')).toBe(false)
  })

  it('searches the message first, then the earlier questions and the last topic', () => {
    expect(
      withContext('where do I file it?', {
        questions: ['my employer has not paid my salary'],
        topics: ['Claims under the Code'],
        cited: [{ act: 'CW', section: '45' }],
      }),
    ).toBe('where do I file it?\nmy employer has not paid my salary\nClaims under the Code')
  })
})
