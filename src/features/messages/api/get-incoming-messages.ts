import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { messageKeys } from './keys'

/** A client's message waiting for the advocate (docs/PRODUCT.md §3 'Advocate incoming message'). */
export const incomingMessageSchema = z.object({
  id: z.string().check(z.minLength(1)),
  client: z.string(),
  date: z.iso.datetime({ offset: true }),
  preview: z.string(),
})
export type IncomingMessage = z.infer<typeof incomingMessageSchema>

/** `isSample` tells the UI to label the rows as examples rather than real clients' messages. */
export type IncomingMessages = { messages: IncomingMessage[]; isSample: boolean }

/**
 * SAMPLE DATA, not real clients: docs/PRODUCT.md §3 rows shown until the messaging issue stores
 * messages. It then replaces this constant with a query (explicit columns, abortSignal, parsed with
 * incomingMessageSchema) and returns isSample: false; the dashboard stays as it is.
 */
const SAMPLE_INCOMING_MESSAGES: IncomingMessage[] = [
  {
    id: 'sample-property-dispute',
    client: 'Rahul Verma',
    date: '2026-11-21T10:15:00+05:30',
    preview: 'My neighbour has built a wall two feet into our plot. What are my options?',
  },
  {
    id: 'sample-cheque-bounce',
    client: 'Priya Nair',
    date: '2026-11-19T17:40:00+05:30',
    preview: 'A cheque for ₹85,000 from a client bounced. Can I send a notice under Section 138?',
  },
]

export async function getIncomingMessages({
  signal,
}: { signal?: AbortSignal } = {}): Promise<IncomingMessages> {
  signal?.throwIfAborted()
  const messages = z.array(incomingMessageSchema).parse(SAMPLE_INCOMING_MESSAGES)
  return { messages, isSample: true }
}

export const incomingMessagesQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.incoming(),
    queryFn: ({ signal }) => getIncomingMessages({ signal }),
  })

export function useIncomingMessages() {
  return useQuery(incomingMessagesQueryOptions())
}
