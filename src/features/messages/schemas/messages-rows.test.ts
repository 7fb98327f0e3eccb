// @vitest-environment node
import type { RowColumns } from '@/testing/database-rows'
import type { ConsultationCard, ConversationCard, Message } from './messages'

// Checked by the type checker (npm run typecheck): the schemas read what the relations hold.
describe('the messaging row schemas', () => {
  it('read columns of consultation_cards, conversation_cards and messages, of their types', () => {
    expectTypeOf<ConsultationCard>().toExtend<RowColumns<'consultation_cards', ConsultationCard>>()
    expectTypeOf<ConversationCard>().toExtend<RowColumns<'conversation_cards', ConversationCard>>()
    expectTypeOf<Message>().toExtend<RowColumns<'messages', Message>>()
  })
})
