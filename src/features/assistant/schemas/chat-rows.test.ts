// @vitest-environment node
import type { RowColumns } from '@/testing/database-rows'
import type { ChatSummary } from './chat'

// Checked by the type checker (npm run typecheck): the schema reads what chats holds.
describe('the chat row schema', () => {
  it('reads columns of chats, of their types', () => {
    expectTypeOf<ChatSummary>().toExtend<RowColumns<'chats', ChatSummary>>()
  })
})
