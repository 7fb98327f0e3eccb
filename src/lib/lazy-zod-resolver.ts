import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * A react-hook-form resolver that fetches zod and the form's schema when the form is first
 * validated (on submit), not when it renders: a form then paints without ~25 kB gzip of
 * validation code on its page's critical path. A failed download rejects the submit, and the next
 * one tries again.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined
  return (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading.then((resolve) => resolve(values, context, options))
  }
}
