import { describe, expect, it } from 'vitest'
import { currentClient } from './db/client-context'
import { purgeInBatches, scheduleDemoResets } from './demo-reset'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('purgeInBatches', () => {
  it('calls the purge until it reports nothing left and adds up what it removed', async () => {
    const answers = [5000, 5000, 1200, 0]
    const calls: number[] = []
    const removed = await purgeInBatches(async () => {
      calls.push(calls.length)
      return answers[calls.length - 1]
    })
    expect(removed).toBe(11_200)
    expect(calls).toHaveLength(4)
  })

  it('passes a failing purge on', async () => {
    await expect(purgeInBatches(() => Promise.reject(new Error('timeout')))).rejects.toThrow(
      'timeout',
    )
  })
})

describe('scheduleDemoResets', () => {
  it('never starts a run while the last one is under way, and stop() waits for it', async () => {
    let running = 0
    let overlapped = false
    let runs = 0
    const clients: string[] = []
    const resets = scheduleDemoResets(10, async () => {
      overlapped ||= running > 0
      running++
      clients.push(currentClient())
      await later(40)
      running--
      runs++
    })
    while (runs < 3) await later(10)
    await resets.stop()
    const atStop = runs
    expect(running).toBe(0)
    expect(overlapped).toBe(false)
    // Takes its turns on the database as its own client, not as the server's start-up.
    expect(new Set(clients)).toEqual(new Set(['demo-reset']))
    await later(100)
    expect(runs).toBe(atStop)
  })

  it('does nothing with an interval of 0', async () => {
    let runs = 0
    const resets = scheduleDemoResets(0, async () => {
      runs++
    })
    await later(50)
    await resets.stop()
    expect(runs).toBe(0)
  })
})
