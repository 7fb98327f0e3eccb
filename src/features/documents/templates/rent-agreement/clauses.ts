// The numbered clauses, in groups under minor headings. Every clause the agreement needs is always
// printed: an optional answer left empty changes a clause's wording (no lock-in, a fixed rent), never
// drops it.
import { dateAnswer, plain, text } from '../model-helpers'
import type { Run } from '../types'
import { listAnswer, wholeNumber, type Facts } from './facts'
import { amountRun, blank, choiceRun, countRun, ordinal, payerPhrases, phrasesOf } from './runs'
import { USES, type PAYMENT_MODES } from './steps'
import { termEndDate } from './term-dates'

type ClauseGroup = { heading: string; clauses: Run[][] }

const PAYMENT_MODE_PHRASES: Record<(typeof PAYMENT_MODES)[number]['value'], string> = {
  bank_transfer: 'bank transfer',
  upi: 'UPI',
  cheque: 'cheque',
  cash: 'cash',
}
const USE_PHRASES = phrasesOf(USES)

/** The last day of the term as text, '' until the start date and term are known. */
export const endDateText = ({ answers, termMonths }: Facts) =>
  termMonths === undefined ? '' : termEndDate(text(answers, 'startDate'), termMonths)

function termAndPayment(facts: Facts): Run[][] {
  const { answers, type, deposit, lockInMonths } = facts
  const { owner, occupant, payment } = facts.words
  const endDate = endDateText(facts)
  const term = [
    plain(
      type === 'lease'
        ? `The ${owner} lets the Premises to the ${occupant} for a term of `
        : `The ${owner} grants the ${occupant} leave and licence to use the Premises for a term of `,
    ),
    countRun(answers, 'termMonths', 'month', 'term in months'),
    plain(', from '),
    dateAnswer(answers, 'startDate', 'start date'),
    plain(endDate ? ` to ${endDate}.` : '.'),
  ]
  const dueDay = wholeNumber(answers, 'rentDueDay')
  const cash = text(answers, 'paymentMode') === 'cash'
  const rent = [
    plain(`The ${occupant} shall pay the ${owner} a monthly ${payment} of `),
    amountRun(answers, 'monthlyRent', `monthly ${payment}`),
    plain(' on or before the '),
    dueDay === undefined ? blank('due day') : plain(ordinal(dueDay)),
    plain(' day of each month, by '),
    choiceRun(answers, 'paymentMode', PAYMENT_MODE_PHRASES, 'mode of payment'),
    plain(cash ? `. The ${owner} shall give a signed receipt for every cash payment.` : '.'),
  ]
  const escalation = wholeNumber(answers, 'escalationPercent')
  const renewalRent = escalation
    ? [
        plain(`If this agreement is renewed, the ${payment} for the renewed term shall be `),
        plain(`${escalation}% more than the ${payment} last payable.`),
      ]
    : [
        plain(
          `The ${payment} stays fixed for the whole term. Any change on renewal shall be agreed in writing.`,
        ),
      ]
  const securityDeposit =
    deposit === 0
      ? [plain(`No security deposit is payable under this agreement.`)]
      : [
          plain(
            `On signing this agreement, the ${occupant} pays the ${owner} an interest-free security deposit of `,
          ),
          amountRun(answers, 'securityDeposit', 'security deposit'),
          plain(`. The ${owner} shall refund it within `),
          countRun(answers, 'depositRefundDays', 'day', 'number of days'),
          plain(
            ` after the ${occupant} hands over the Premises, deducting only any unpaid ${payment} or charges and the cost of repairing damage beyond normal wear and tear.`,
          ),
        ]
  const lockIn = lockInMonths
    ? [
        plain(`Neither party shall end this agreement during its first `),
        countRun(answers, 'lockInMonths', 'month', 'lock-in period'),
        plain(' (the lock-in period), except for a default under the clause on default below.'),
      ]
    : [plain('There is no lock-in period.')]
  const notice = [
    plain(
      `Either party may end this agreement${lockInMonths ? ' after the lock-in period' : ''} by giving the other written notice of `,
    ),
    countRun(answers, 'noticeMonths', 'month', 'notice period in months'),
    plain('.'),
  ]
  const licenceOnly = [
    plain(
      `This agreement gives the ${occupant} only a licence to use the Premises. It creates no tenancy, lease or other interest in the Premises in the ${occupant}'s favour, and the legal possession of the Premises stays with the ${owner}.`,
    ),
  ]
  return [
    term,
    ...(type === 'leave_and_licence' ? [licenceOnly] : []),
    rent,
    renewalRent,
    securityDeposit,
    lockIn,
    notice,
  ]
}

function charges({ answers, words }: Facts): Run[][] {
  const payers = payerPhrases(words)
  const maintenance =
    text(answers, 'maintenancePaidBy') === 'none'
      ? [plain('No maintenance or society charges are payable for the Premises.')]
      : [
          plain('The monthly maintenance and society charges shall be paid by '),
          choiceRun(answers, 'maintenancePaidBy', payers, 'who pays maintenance'),
          plain('.'),
        ]
  return [
    maintenance,
    [
      plain('Electricity charges, as per the meter, shall be paid by '),
      choiceRun(answers, 'electricityPaidBy', payers, 'who pays electricity'),
      plain(', and water charges by '),
      choiceRun(answers, 'waterPaidBy', payers, 'who pays water'),
      plain(', for the whole term.'),
    ],
  ]
}

function occupancyAndUpkeep({ answers, type, words }: Facts): Run[][] {
  const { owner, occupant } = words
  return [
    [
      plain(
        `The ${occupant} shall carry out minor day-to-day repairs at their own cost, such as replacing fuses, bulbs, switches and tap washers. The ${owner} shall carry out structural and major repairs at their own cost, including those to the walls, roof and the main water and electricity lines.`,
      ),
    ],
    [
      plain(`The ${occupant} shall use the Premises only for `),
      choiceRun(answers, 'permittedUse', USE_PHRASES, 'residential or commercial'),
      plain(
        ` purposes and for nothing unlawful, and shall make no structural change to them without the ${owner}'s written consent.`,
      ),
    ],
    [
      plain(
        type === 'lease'
          ? `The ${occupant} shall not sublet, assign or otherwise part with possession of the Premises, or any part of them, without the ${owner}'s prior written consent.`
          : `The ${occupant} shall not transfer this licence or let anyone else occupy the Premises, or any part of them, without the ${owner}'s prior written consent.`,
      ),
    ],
    [
      plain(
        `The ${owner} may enter the Premises at a reasonable time of day to inspect them or carry out repairs, after giving the ${occupant} notice of at least `,
      ),
      countRun(answers, 'entryNoticeHours', 'hour', 'hours of notice'),
      plain('.'),
    ],
  ]
}

function endingAndRenewal({ answers, words }: Facts): Run[][] {
  const { owner, occupant, payment } = words
  const withFittings = listAnswer(answers, 'fittings').length
    ? ', with the fittings listed above,'
    : ''
  return [
    [
      plain(`If the ${payment} stays unpaid for `),
      countRun(answers, 'defaultMonths', 'month', `months of unpaid ${payment}`),
      plain(
        `, or the ${occupant} breaks any other term of this agreement, the ${owner} may end this agreement by written notice, even during any lock-in period, and the ${occupant} shall then hand over the Premises as the next clause requires.`,
      ),
    ],
    [
      plain(
        `When this agreement ends, the ${occupant} shall hand over vacant and peaceful possession of the Premises${withFittings} in the same condition in which they were received, except for normal wear and tear.`,
      ),
    ],
    [
      plain(
        'This agreement may be renewed only by the mutual written consent of both parties, on the terms they then agree.',
      ),
    ],
  ]
}

function costs({ answers, words }: Facts): Run[][] {
  return [
    [
      plain('The stamp duty and registration fees for this agreement shall be borne by '),
      choiceRun(answers, 'stampDutyPaidBy', payerPhrases(words), 'who bears them'),
      plain('.'),
    ],
    [plain('This agreement is signed in two copies, and each party keeps one.')],
  ]
}

export function clauseGroups(facts: Facts): ClauseGroup[] {
  return [
    { heading: `Term, ${facts.words.payment} and deposit`, clauses: termAndPayment(facts) },
    { heading: 'Charges', clauses: charges(facts) },
    { heading: 'Use and upkeep', clauses: occupancyAndUpkeep(facts) },
    { heading: 'Default, handover and renewal', clauses: endingAndRenewal(facts) },
    { heading: 'Costs', clauses: costs(facts) },
  ]
}
