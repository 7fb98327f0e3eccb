// @vitest-environment node
import type { RowColumns } from '@/testing/database-rows'
import type { Advocate, AdvocateCard, ReviewCard } from './directory'
import type { BankDetails, MyAdvocateProfile } from './profile'

// Checked by the type checker (npm run typecheck): the schemas read what the relations hold.
describe('the advocate row schemas', () => {
  it('read columns of the directory, the reviews, the profile and the bank details', () => {
    expectTypeOf<AdvocateCard>().toExtend<RowColumns<'advocate_directory', AdvocateCard>>()
    expectTypeOf<Advocate>().toExtend<RowColumns<'advocate_directory', Advocate>>()
    expectTypeOf<ReviewCard>().toExtend<RowColumns<'advocate_review_cards', ReviewCard>>()
    expectTypeOf<MyAdvocateProfile>().toExtend<RowColumns<'advocate_profiles', MyAdvocateProfile>>()
    expectTypeOf<BankDetails>().toExtend<RowColumns<'advocate_bank_details', BankDetails>>()
  })
})
