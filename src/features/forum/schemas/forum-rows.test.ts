// @vitest-environment node
import type { RowColumns } from '@/testing/database-rows'
import type { Reply, Thread, ThreadCard } from './forum'

// Checked by the type checker (npm run typecheck): the schemas read what the views hold.
describe('the forum row schemas', () => {
  it('read columns of forum_thread_cards and forum_reply_cards, of their types', () => {
    expectTypeOf<ThreadCard>().toExtend<RowColumns<'forum_thread_cards', ThreadCard>>()
    expectTypeOf<Thread>().toExtend<RowColumns<'forum_thread_cards', Thread>>()
    expectTypeOf<Reply>().toExtend<RowColumns<'forum_reply_cards', Reply>>()
  })
})
