import { describe, expect, it } from 'vitest'
import { currentClient, runAsClient } from './client-context'
import { FairScheduler } from './fair-scheduler'

/** A scheduler on a clock the test moves: each turn "runs" for the ms it is given. */
function harness(capacity = 1, halfLifeMs = 10_000) {
  let clock = 0
  const scheduler = new FairScheduler({ capacity, halfLifeMs, now: () => clock })
  const finished: string[] = []
  const turn = (client: string, label: string, ms: number) =>
    scheduler.run(client, async () => {
      await Promise.resolve()
      clock += ms
      finished.push(label)
      return label
    })
  return { scheduler, finished, turn, advance: (ms: number) => (clock += ms) }
}

describe('FairScheduler', () => {
  it('runs one client’s turns in the order they were asked for', async () => {
    const { finished, turn } = harness()
    await Promise.all([turn('a', 'a1', 5), turn('a', 'a2', 5), turn('a', 'a3', 5)])
    expect(finished).toEqual(['a1', 'a2', 'a3'])
  })

  it('gives the next turn to the waiting client that used the connection least', async () => {
    const { finished, turn } = harness()
    const heavy = [1, 2, 3, 4].map((i) => turn('heavy', `heavy ${i}`, 1000))
    const light = [1, 2].map((i) => turn('light', `light ${i}`, 1))
    const other = turn('other', 'other', 10)
    await Promise.all([...heavy, ...light, other])
    expect(finished).toEqual([
      'heavy 1',
      'light 1',
      'other',
      'light 2',
      'heavy 2',
      'heavy 3',
      'heavy 4',
    ])
  })

  it('lets old use fade, so a client that was heavy long ago counts as light again', async () => {
    const { finished, turn, advance } = harness(1, 100)
    await turn('was-heavy', 'warm-up', 1000)
    advance(2000) // twenty half-lives
    await turn('recent', 'recent warm-up', 5)
    finished.length = 0
    const blocker = turn('blocker', 'blocker', 1)
    await Promise.all([blocker, turn('recent', 'recent', 1), turn('was-heavy', 'was-heavy', 1)])
    expect(finished).toEqual(['blocker', 'was-heavy', 'recent'])
  })

  it('runs up to its capacity at once and reports the turns still waiting', async () => {
    const scheduler = new FairScheduler({ capacity: 2 })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let running = 0
    let most = 0
    const turn = () =>
      scheduler.run('a', async () => {
        most = Math.max(most, ++running)
        await held
        running--
      })
    const turns = [turn(), turn(), turn(), turn()]
    expect(scheduler.waiting).toBe(2)
    release()
    await Promise.all(turns)
    expect(most).toBe(2)
    expect(scheduler.waiting).toBe(0)
  })

  it('hands a failing turn’s error to its caller and goes on with the next', async () => {
    const scheduler = new FairScheduler({ capacity: 1 })
    const failing = scheduler.run('a', () => Promise.reject(new Error('broke')))
    const next = scheduler.run('b', () => Promise.resolve('served'))
    await expect(failing).rejects.toThrow('broke')
    await expect(next).resolves.toBe('served')
  })

  it('runs a queued turn in the async context of the call that asked for it', async () => {
    const scheduler = new FairScheduler({ capacity: 1 })
    const seen = await Promise.all(
      ['first', 'second', 'third'].map((client) =>
        runAsClient(client, () => scheduler.run(client, async () => currentClient())),
      ),
    )
    expect(seen).toEqual(['first', 'second', 'third'])
  })

  it('resolves idle() once nothing runs or waits', async () => {
    const { scheduler, turn, finished } = harness()
    const turns = [turn('a', 'a', 1), turn('b', 'b', 1)]
    await scheduler.idle()
    expect(finished).toEqual(['a', 'b'])
    await Promise.all(turns)
    await expect(scheduler.idle()).resolves.toBeUndefined()
  })
})
