import { expect, it } from 'vitest'
import { describeOnEachDatabase } from '../support/test-databases'
import { restEndpoints, sweepBodies, useSweep } from './sweep'

describeOnEachDatabase('hostile bodies on every table, view and function', (target) => {
  const s = useSweep(target, 'rest')

  it('answers every body with no 5xx, no leak, and stays up', async () => {
    await sweepBodies(s, await restEndpoints(s))
    expect(s.failures).toEqual([])
  }, 600_000) // every field of every table and view: about 150 s on PGlite in the full tier
})
