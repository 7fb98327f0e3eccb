import { isHindi } from '@/i18n/locale'
import { en as statesEn } from '@/i18n/messages/states'
import { LIMITS } from '../templates/rent-agreement/steps'
import hi from './rent-agreement-form.hi'

const payers = {
  tenant: 'Tenant (licensee)',
  landlord: 'Landlord (licensor)',
}

/**
 * The rent agreement's form as the screen shows it: steps by id, fields and choices by name, and
 * the checks' messages (the English as templates/rent-agreement/ writes it). Not the agreement's text.
 */
export const en = {
  steps: {
    state: {
      title: 'State and type',
      description:
        'The state where the property is decides the customary form of the agreement and what the guidance says about registration, stamp duty and the deposit.',
    },
    landlord: {
      title: 'Landlord',
      description:
        'The owner who lets the property: the landlord, or the licensor in a leave and licence agreement.',
    },
    tenant: {
      title: 'Tenant',
      description:
        'The person who will occupy the property: the tenant, or the licensee in a leave and licence agreement.',
    },
    property: { title: 'Property' },
    term: {
      title: 'Term and rent',
      description:
        'Agreements are often made for 11 months: a lease for longer than a year must be registered.',
    },
    deposit: { title: 'Deposit and notice' },
    charges: { title: 'Charges and costs' },
    signing: {
      title: 'Signing and witnesses',
      description: 'Both parties sign before two witnesses, who give their names and addresses.',
    },
  },
  fields: {
    state: { label: 'State or union territory of the property' },
    agreementType: {
      label: 'Type of agreement',
      hint: 'Left unchosen, the draft follows the custom of the state: leave and licence in Maharashtra, a rent (lease) agreement elsewhere.',
    },
    landlordName: { label: 'Full name' },
    landlordRelation: { label: 'Relation' },
    landlordRelativeName: { label: "Father's, mother's or spouse's name" },
    landlordAddress: { label: 'Permanent address' },
    tenantName: { label: 'Full name' },
    tenantRelation: { label: 'Relation' },
    tenantRelativeName: { label: "Father's, mother's or spouse's name" },
    tenantAddress: { label: 'Permanent address' },
    propertyAddress: { label: 'Address of the property' },
    propertyType: { label: 'What is let' },
    furnishing: { label: 'Furnishing' },
    fittings: {
      label: 'Fittings and furniture handed over',
      itemLabel: 'Item',
      hint: 'Optional: one item a line, such as "3 ceiling fans". Listed items are returned at the end.',
    },
    permittedUse: { label: 'Permitted use' },
    termMonths: { label: 'Term in months' },
    startDate: { label: 'Start date' },
    monthlyRent: {
      label: 'Monthly rent (₹)',
      hint: 'The licence fee, in a leave and licence agreement.',
    },
    rentDueDay: {
      label: 'Rent due by (day of the month)',
      hint: 'From 1 to 28, so the day falls in every month.',
    },
    paymentMode: { label: 'Mode of payment' },
    escalationPercent: {
      label: 'Rent increase on renewal (%)',
      hint: 'Optional. Left empty, the rent stays fixed and any change is agreed on renewal.',
    },
    securityDeposit: { label: 'Security deposit (₹)', hint: 'Enter 0 if there is none.' },
    depositRefundDays: { label: 'Deposit refunded within (days after handover)' },
    lockInMonths: {
      label: 'Lock-in period (months)',
      hint: 'Optional: the months at the start during which neither side may end the agreement.',
    },
    noticeMonths: { label: 'Notice period (months)' },
    defaultMonths: { label: 'Months of unpaid rent before the landlord may end the agreement' },
    maintenancePaidBy: { label: 'Maintenance and society charges paid by' },
    electricityPaidBy: { label: 'Electricity paid by' },
    waterPaidBy: { label: 'Water charges paid by' },
    entryNoticeHours: { label: "Notice before the landlord's visit (hours)" },
    stampDutyPaidBy: { label: 'Stamp duty and registration fees paid by' },
    executionPlace: { label: 'Place of signing' },
    executionDate: { label: 'Date of signing' },
    witness1Name: { label: 'First witness: name' },
    witness1Address: { label: 'First witness: address' },
    witness2Name: { label: 'Second witness: name' },
    witness2Address: { label: 'Second witness: address' },
  },
  options: {
    /** The states by their names (the stored value). */
    state: statesEn as Record<string, string>,
    agreementType: {
      lease: 'Rent (lease) agreement',
      leave_and_licence: 'Leave and licence agreement',
    },
    relation: {
      son_of: 'Son of',
      daughter_of: 'Daughter of',
      wife_of: 'Wife of',
      husband_of: 'Husband of',
    },
    furnishing: {
      furnished: 'Furnished',
      semi_furnished: 'Semi-furnished',
      unfurnished: 'Unfurnished',
    },
    permittedUse: { residential: 'Residential', commercial: 'Commercial' },
    paymentMode: { bank_transfer: 'Bank transfer', upi: 'UPI', cheque: 'Cheque', cash: 'Cash' },
    payers: { ...payers, none: 'No maintenance or society charges', shared: 'Shared equally' },
  },
  checks: {
    state: 'Choose the state or union territory where the property is.',
    agreementType: 'Choose the type of agreement.',
    landlordName: "Enter the landlord's full name.",
    tenantName: "Enter the tenant's full name.",
    relation: 'Choose the relation.',
    relativeName: "Enter the father's, mother's or spouse's name.",
    landlordAddress: "Enter the landlord's permanent address.",
    tenantAddress: "Enter the tenant's permanent address.",
    propertyAddress: 'Enter the address of the property.',
    propertyType: 'Describe what is let, such as "2BHK flat".',
    furnishing: 'Choose how the property is furnished.',
    fittings: 'List the fittings, one item a line.',
    permittedUse: 'Choose residential or commercial use.',
    termMonths: `Enter the term in whole months, from 1 to ${LIMITS.termMonths}.`,
    startDate: 'Enter the start date.',
    monthlyRent: 'Enter the monthly rent in whole rupees, digits only.',
    rentDueDay: `Enter the day of the month the rent is due, from 1 to ${LIMITS.rentDueDay}.`,
    paymentMode: 'Choose how the rent is paid.',
    escalationPercent: `Enter a whole percentage from 0 to ${LIMITS.escalationPercent}, or leave it empty.`,
    securityDeposit: 'Enter the security deposit in whole rupees, or 0 if there is none.',
    lockInMonths: 'Enter the lock-in period in whole months, or leave it empty.',
    noticeMonths: `Enter the notice period in whole months, from 1 to ${LIMITS.noticeMonths}.`,
    defaultMonths: `Enter the months of unpaid rent, from 1 to ${LIMITS.defaultMonths}.`,
    maintenancePaidBy: 'Choose who pays the maintenance and society charges.',
    electricityPaidBy: 'Choose who pays for electricity.',
    waterPaidBy: 'Choose who pays the water charges.',
    entryNoticeHours: `Enter the hours of notice, from 1 to ${LIMITS.entryNoticeHours}.`,
    stampDutyPaidBy: 'Choose who pays the stamp duty and registration fees.',
    place: 'Enter the place of signing.',
    date: 'Enter the date of signing.',
    witness1Name: "Enter the first witness's name.",
    witness1Address: "Enter the first witness's address.",
    witness2Name: "Enter the second witness's name.",
    witness2Address: "Enter the second witness's address.",
    refundDays: `Enter the number of days to refund the deposit, from 1 to ${LIMITS.refundDays}.`,
    lockInWithinTerm: 'Keep the lock-in period within the term of the agreement.',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
