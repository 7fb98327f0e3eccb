// The rent agreement's form. The state comes first: it decides the customary type of agreement and
// the guidance on registration, stamp duty and the security deposit.
// Each field is declared once here, with its check and its initial answer (field-table.ts).
import { text } from '../model-helpers'
import * as z from 'zod/mini'
import { fieldTable, type FieldSpec } from '../field-table'
import { RELATIONS } from '../options'
import {
  optionalText,
  optionalWholeNumber,
  requiredChoice,
  requiredDate,
  requiredText,
  textList,
  valuesOf,
  wholeNumber,
} from '../schema-helpers'
import type { Answers, Option } from '../types'
import { STATES } from './states'

const STATE_OPTIONS: readonly Option[] = STATES.map((state) => ({
  value: state,
  label: state,
}))

const AGREEMENT_TYPE_OPTIONS = [
  { value: 'lease', label: 'Rent (lease) agreement' },
  { value: 'leave_and_licence', label: 'Leave and licence agreement' },
] as const satisfies readonly Option[]

export const FURNISHING = [
  { value: 'furnished', label: 'Furnished' },
  { value: 'semi_furnished', label: 'Semi-furnished' },
  { value: 'unfurnished', label: 'Unfurnished' },
] as const satisfies readonly Option[]

export const USES = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
] as const satisfies readonly Option[]

export const PAYMENT_MODES = [
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'upi', label: 'UPI' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'cash', label: 'Cash' },
] as const satisfies readonly Option[]

const PAYERS = [
  { value: 'tenant', label: 'Tenant (licensee)' },
  { value: 'landlord', label: 'Landlord (licensor)' },
] as const satisfies readonly Option[]

const MAINTENANCE_PAYERS = [
  ...PAYERS,
  { value: 'none', label: 'No maintenance or society charges' },
] as const satisfies readonly Option[]

const COST_SHARES = [
  ...PAYERS,
  { value: 'shared', label: 'Shared equally' },
] as const satisfies readonly Option[]

export const LIMITS = {
  termMonths: 120,
  amount: 1_000_000_000,
  rentDueDay: 28,
  refundDays: 90,
  noticeMonths: 12,
  defaultMonths: 12,
  entryNoticeHours: 168,
  escalationPercent: 100,
  maxFittings: 30,
} as const

/** A deposit of zero needs no refund terms, so the refund days are asked only for a deposit. */
export const hasDeposit = (answers: Answers) => !/^0+$/.test(text(answers, 'securityDeposit'))

const partyFields = (party: 'landlord' | 'tenant'): FieldSpec[] => [
  {
    name: `${party}Name`,
    label: 'Full name',
    kind: 'text',
    required: true,
    maxLength: 120,
    check: requiredText(`Enter the ${party}'s full name.`, 120),
  },
  {
    name: `${party}Relation`,
    label: 'Relation',
    kind: 'select',
    options: RELATIONS,
    required: true,
    check: requiredChoice(valuesOf(RELATIONS), 'Choose the relation.'),
  },
  {
    name: `${party}RelativeName`,
    label: "Father's, mother's or spouse's name",
    kind: 'text',
    required: true,
    maxLength: 120,
    check: requiredText("Enter the father's, mother's or spouse's name.", 120),
  },
  {
    name: `${party}Address`,
    label: 'Permanent address',
    kind: 'textarea',
    required: true,
    maxLength: 300,
    check: requiredText(`Enter the ${party}'s permanent address.`, 300),
  },
]

export const rentAgreementForm = fieldTable([
  {
    id: 'state',
    title: 'State and type',
    description:
      'The state where the property is decides the customary form of the agreement and what the guidance says about registration, stamp duty and the deposit.',
    fields: [
      {
        name: 'state',
        label: 'State or union territory of the property',
        kind: 'select',
        options: STATE_OPTIONS,
        required: true,
        check: requiredChoice(STATES, 'Choose the state or union territory where the property is.'),
      },
      {
        name: 'agreementType',
        label: 'Type of agreement',
        kind: 'radio',
        options: AGREEMENT_TYPE_OPTIONS,
        hint: 'Left unchosen, the draft follows the custom of the state: leave and licence in Maharashtra, a rent (lease) agreement elsewhere.',
        check: z._default(
          z.enum(['', ...valuesOf(AGREEMENT_TYPE_OPTIONS)], 'Choose the type of agreement.'),
          '',
        ),
      },
    ],
  },
  {
    id: 'landlord',
    title: 'Landlord',
    description:
      'The owner who lets the property: the landlord, or the licensor in a leave and licence agreement.',
    fields: partyFields('landlord'),
  },
  {
    id: 'tenant',
    title: 'Tenant',
    description:
      'The person who will occupy the property: the tenant, or the licensee in a leave and licence agreement.',
    fields: partyFields('tenant'),
  },
  {
    id: 'property',
    title: 'Property',
    fields: [
      {
        name: 'propertyAddress',
        label: 'Address of the property',
        kind: 'textarea',
        required: true,
        maxLength: 300,
        check: requiredText('Enter the address of the property.', 300),
      },
      {
        name: 'propertyType',
        label: 'What is let',
        kind: 'text',
        placeholder: '2BHK flat on the third floor',
        required: true,
        maxLength: 120,
        check: requiredText('Describe what is let, such as "2BHK flat".', 120),
      },
      {
        name: 'furnishing',
        label: 'Furnishing',
        kind: 'select',
        options: FURNISHING,
        required: true,
        check: requiredChoice(valuesOf(FURNISHING), 'Choose how the property is furnished.'),
      },
      {
        name: 'fittings',
        label: 'Fittings and furniture handed over',
        kind: 'list',
        itemLabel: 'Item',
        hint: 'Optional: one item a line, such as "3 ceiling fans". Listed items are returned at the end.',
        maxItems: LIMITS.maxFittings,
        maxLength: 200,
        check: z._default(
          textList('List the fittings, one item a line.', 0, LIMITS.maxFittings, 200),
          [],
        ),
      },
      {
        name: 'permittedUse',
        label: 'Permitted use',
        kind: 'radio',
        options: USES,
        required: true,
        check: requiredChoice(valuesOf(USES), 'Choose residential or commercial use.'),
      },
    ],
  },
  {
    id: 'term',
    title: 'Term and rent',
    description:
      'Agreements are often made for 11 months: a lease for longer than a year must be registered.',
    fields: [
      {
        name: 'termMonths',
        label: 'Term in months',
        kind: 'number',
        placeholder: '11',
        required: true,
        check: wholeNumber(
          `Enter the term in whole months, from 1 to ${LIMITS.termMonths}.`,
          1,
          LIMITS.termMonths,
        ),
      },
      {
        name: 'startDate',
        label: 'Start date',
        kind: 'date',
        required: true,
        check: requiredDate('Enter the start date.'),
      },
      {
        name: 'monthlyRent',
        label: 'Monthly rent (₹)',
        kind: 'number',
        hint: 'The licence fee, in a leave and licence agreement.',
        required: true,
        check: wholeNumber(
          'Enter the monthly rent in whole rupees, digits only.',
          1,
          LIMITS.amount,
        ),
      },
      {
        name: 'rentDueDay',
        label: 'Rent due by (day of the month)',
        kind: 'number',
        hint: 'From 1 to 28, so the day falls in every month.',
        placeholder: '5',
        required: true,
        check: wholeNumber(
          `Enter the day of the month the rent is due, from 1 to ${LIMITS.rentDueDay}.`,
          1,
          LIMITS.rentDueDay,
        ),
      },
      {
        name: 'paymentMode',
        label: 'Mode of payment',
        kind: 'select',
        options: PAYMENT_MODES,
        required: true,
        check: requiredChoice(valuesOf(PAYMENT_MODES), 'Choose how the rent is paid.'),
      },
      {
        name: 'escalationPercent',
        label: 'Rent increase on renewal (%)',
        kind: 'number',
        hint: 'Optional. Left empty, the rent stays fixed and any change is agreed on renewal.',
        check: optionalWholeNumber(
          `Enter a whole percentage from 0 to ${LIMITS.escalationPercent}, or leave it empty.`,
          0,
          LIMITS.escalationPercent,
        ),
      },
    ],
  },
  {
    id: 'deposit',
    title: 'Deposit and notice',
    fields: [
      {
        name: 'securityDeposit',
        label: 'Security deposit (₹)',
        kind: 'number',
        hint: 'Enter 0 if there is none.',
        required: true,
        check: wholeNumber(
          'Enter the security deposit in whole rupees, or 0 if there is none.',
          0,
          LIMITS.amount,
        ),
      },
      {
        name: 'depositRefundDays',
        label: 'Deposit refunded within (days after handover)',
        kind: 'number',
        placeholder: '30',
        required: true,
        showIf: hasDeposit,
        // Required for a deposit: schema.ts checks the days.
        check: optionalText(12),
      },
      {
        name: 'lockInMonths',
        label: 'Lock-in period (months)',
        kind: 'number',
        hint: 'Optional: the months at the start during which neither side may end the agreement.',
        check: optionalWholeNumber(
          `Enter the lock-in period in whole months, or leave it empty.`,
          0,
          LIMITS.termMonths,
        ),
      },
      {
        name: 'noticeMonths',
        label: 'Notice period (months)',
        kind: 'number',
        placeholder: '1',
        required: true,
        check: wholeNumber(
          `Enter the notice period in whole months, from 1 to ${LIMITS.noticeMonths}.`,
          1,
          LIMITS.noticeMonths,
        ),
      },
      {
        name: 'defaultMonths',
        label: 'Months of unpaid rent before the landlord may end the agreement',
        kind: 'number',
        placeholder: '2',
        required: true,
        check: wholeNumber(
          `Enter the months of unpaid rent, from 1 to ${LIMITS.defaultMonths}.`,
          1,
          LIMITS.defaultMonths,
        ),
      },
    ],
  },
  {
    id: 'charges',
    title: 'Charges and costs',
    fields: [
      {
        name: 'maintenancePaidBy',
        label: 'Maintenance and society charges paid by',
        kind: 'select',
        options: MAINTENANCE_PAYERS,
        required: true,
        check: requiredChoice(
          valuesOf(MAINTENANCE_PAYERS),
          'Choose who pays the maintenance and society charges.',
        ),
      },
      {
        name: 'electricityPaidBy',
        label: 'Electricity paid by',
        kind: 'select',
        options: PAYERS,
        required: true,
        check: requiredChoice(valuesOf(PAYERS), 'Choose who pays for electricity.'),
      },
      {
        name: 'waterPaidBy',
        label: 'Water charges paid by',
        kind: 'select',
        options: PAYERS,
        required: true,
        check: requiredChoice(valuesOf(PAYERS), 'Choose who pays the water charges.'),
      },
      {
        name: 'entryNoticeHours',
        label: "Notice before the landlord's visit (hours)",
        kind: 'number',
        placeholder: '24',
        required: true,
        check: wholeNumber(
          `Enter the hours of notice, from 1 to ${LIMITS.entryNoticeHours}.`,
          1,
          LIMITS.entryNoticeHours,
        ),
      },
      {
        name: 'stampDutyPaidBy',
        label: 'Stamp duty and registration fees paid by',
        kind: 'select',
        options: COST_SHARES,
        required: true,
        check: requiredChoice(
          valuesOf(COST_SHARES),
          'Choose who pays the stamp duty and registration fees.',
        ),
      },
    ],
  },
  {
    id: 'signing',
    title: 'Signing and witnesses',
    description: 'Both parties sign before two witnesses, who give their names and addresses.',
    fields: [
      {
        name: 'executionPlace',
        label: 'Place of signing',
        kind: 'text',
        required: true,
        maxLength: 100,
        check: requiredText('Enter the place of signing.', 100),
      },
      {
        name: 'executionDate',
        label: 'Date of signing',
        kind: 'date',
        required: true,
        check: requiredDate('Enter the date of signing.'),
      },
      {
        name: 'witness1Name',
        label: 'First witness: name',
        kind: 'text',
        required: true,
        maxLength: 120,
        check: requiredText("Enter the first witness's name.", 120),
      },
      {
        name: 'witness1Address',
        label: 'First witness: address',
        kind: 'textarea',
        required: true,
        maxLength: 300,
        check: requiredText("Enter the first witness's address.", 300),
      },
      {
        name: 'witness2Name',
        label: 'Second witness: name',
        kind: 'text',
        required: true,
        maxLength: 120,
        check: requiredText("Enter the second witness's name.", 120),
      },
      {
        name: 'witness2Address',
        label: 'Second witness: address',
        kind: 'textarea',
        required: true,
        maxLength: 300,
        check: requiredText("Enter the second witness's address.", 300),
      },
    ],
  },
])
