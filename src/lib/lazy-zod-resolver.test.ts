// @vitest-environment node
import { z } from 'zod'
import { lazyZodResolver } from './lazy-zod-resolver'

const schema = z.object({ email: z.email('Please enter a valid email') })
const options = { fields: {}, shouldUseNativeValidation: false }

describe('lazyZodResolver', () => {
  it('loads the schema on first validation only, then validates like zodResolver', async () => {
    const load = vi.fn(async () => schema)
    const resolver = lazyZodResolver(load)
    expect(load).not.toHaveBeenCalled()

    const bad = await resolver({ email: 'nope' }, undefined, options)
    const good = await resolver({ email: 'a@b.in' }, undefined, options)

    expect(load).toHaveBeenCalledTimes(1)
    expect(bad.errors).toMatchObject({ email: { message: 'Please enter a valid email' } })
    expect(good).toEqual({ values: { email: 'a@b.in' }, errors: {} })
  })

  it('preload starts the one download that validation then uses', async () => {
    const load = vi.fn(async () => schema)
    const resolver = lazyZodResolver(load)

    resolver.preload()
    resolver.preload()
    expect(load).toHaveBeenCalledTimes(1)
    expect((await resolver({ email: 'a@b.in' }, undefined, options)).errors).toEqual({})
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a failed preload is retried by the submit', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema)
    const resolver = lazyZodResolver(load)

    resolver.preload()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect((await resolver({ email: 'a@b.in' }, undefined, options)).errors).toEqual({})
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tries the download again after it failed', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema)
    const resolver = lazyZodResolver(load)

    await expect(resolver({ email: 'a@b.in' }, undefined, options)).rejects.toThrow(
      'Failed to fetch',
    )
    expect((await resolver({ email: 'a@b.in' }, undefined, options)).errors).toEqual({})
  })
})
