import * as z from 'zod/mini'

/** Parses what the database returned, or throws an error that says what was wrong. */
export function parseRows<T extends z.ZodMiniType>(schema: T, data: unknown, what: string) {
  const result = schema.safeParse(data)
  if (!result.success)
    throw new Error(`${what} came back in an unexpected shape: ${z.prettifyError(result.error)}`)
  return result.data as z.infer<T>
}
