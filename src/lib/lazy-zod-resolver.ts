import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/** A resolver that can start its download early, e.g. when the form gets focus. */
type LazyResolver<Input extends FieldValues, Output extends FieldValues> = Resolver<
  Input,
  unknown,
  Output
> & { preload: () => void }

/**
 * A react-hook-form resolver that fetches zod and the form's schema when the form is first used,
 * not when it renders: a form then paints without ~25 kB gzip of validation code on its page's
 * critical path. `preload()` (on focus) starts the download so a submit does not wait for it; a
 * failed download rejects the submit, and the next one tries again.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const resolve: Resolver<Input, unknown, Output> = (values, context, options) =>
    load().then((resolver) => resolver(values, context, options))
  // A failed preload is not lost: the submit loads again and shows its error.
  return Object.assign(resolve, { preload: () => void load().catch(() => undefined) })
}
