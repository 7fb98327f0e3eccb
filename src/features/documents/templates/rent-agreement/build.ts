// The rent agreement as a document model: parties, the premises, a table of key terms, the numbered
// clauses and the signatures of both parties and two witnesses. Pure and cheap: it runs on every
// keystroke, with whatever the draft holds.
import { answer, bold, dateAnswer, plain, rupees } from '../model-helpers'
import type { Answers, Block, DocumentModel, Run } from '../types'
import { clauseGroups, endDateText } from './clauses'
import { listAnswer, readFacts, wholeNumber, type Facts } from './facts'
import { rentGuidance } from './guidance'
import { blank, choiceRun, countRun, ordinal, phrasesOf } from './runs'
import { FURNISHING } from './steps'
import { RELATIONS } from '../options'

const RELATION_PHRASES = phrasesOf(RELATIONS)
const FURNISHING_PHRASES = phrasesOf(FURNISHING)

const paragraph = (runs: Run[], align?: 'center'): Block => ({ kind: 'paragraph', runs, align })

function partyParagraph(
  answers: Answers,
  who: 'landlord' | 'tenant',
  role: string,
  part: string,
): Block {
  return paragraph([
    { ...answer(answers, `${who}Name`, `${role}'s full name`), bold: true },
    plain(', '),
    choiceRun(answers, `${who}Relation`, RELATION_PHRASES, 'son / daughter / wife / husband of'),
    plain(' '),
    answer(answers, `${who}RelativeName`, "father's, mother's or spouse's name"),
    plain(', residing at '),
    answer(answers, `${who}Address`, `${role}'s address`),
    plain(
      ` (the "${role}", which includes their heirs, legal representatives and permitted assigns), ${part}`,
    ),
  ])
}

function opening(facts: Facts): Block[] {
  const { answers, type, words } = facts
  return [
    { kind: 'heading', level: 1, text: words.title.toUpperCase() },
    paragraph([
      plain(`This ${words.title} is made at `),
      answer(answers, 'executionPlace', 'place of signing'),
      plain(' on '),
      dateAnswer(answers, 'executionDate', 'date of signing'),
      plain(', between:'),
    ]),
    partyParagraph(answers, 'landlord', words.owner, 'of the one part;'),
    paragraph([bold('AND')], 'center'),
    partyParagraph(answers, 'tenant', words.occupant, 'of the other part.'),
    paragraph([
      plain(
        type === 'lease'
          ? `The ${words.owner} is the owner of the Premises described below and has agreed to let them to the ${words.occupant} on the terms of this agreement.`
          : `The ${words.owner} is the owner of the Premises described below and has agreed to allow the ${words.occupant} to use them on leave and licence, on the terms of this agreement.`,
      ),
    ]),
  ]
}

function premises({ answers }: Facts): Block[] {
  const fittings = listAnswer(answers, 'fittings')
  const blocks: Block[] = [
    { kind: 'heading', level: 2, text: 'The Premises' },
    paragraph([
      answer(answers, 'propertyType', 'type of property, such as 2BHK flat'),
      plain(', '),
      choiceRun(
        answers,
        'furnishing',
        FURNISHING_PHRASES,
        'furnished / semi-furnished / unfurnished',
      ),
      plain(', at '),
      answer(answers, 'propertyAddress', 'address of the property'),
      plain(' (the "Premises").'),
    ]),
  ]
  if (fittings.length)
    blocks.push(
      paragraph([plain('The Premises are handed over with these fittings and furniture:')]),
      {
        kind: 'list',
        ordered: false,
        items: fittings.map((item) => [plain(item)]),
      },
    )
  return blocks
}

function keyTerms(facts: Facts): Block[] {
  const { answers, words, deposit, lockInMonths } = facts
  const money = (name: string, placeholder: string) => {
    const amount = wholeNumber(answers, name)
    return amount === undefined ? blank(placeholder) : plain(rupees(String(amount)))
  }
  const dueDay = wholeNumber(answers, 'rentDueDay')
  const endDate = endDateText(facts)
  const row = (label: string, value: Run): Run[][] => [[plain(label)], [value]]
  return [
    { kind: 'heading', level: 2, text: 'Key terms' },
    {
      kind: 'table',
      rows: [
        row(`Monthly ${words.payment}`, money('monthlyRent', `monthly ${words.payment}`)),
        row(
          'Due by',
          dueDay === undefined ? blank('due day') : plain(`${ordinal(dueDay)} of each month`),
        ),
        row(
          'Security deposit',
          deposit === 0 ? plain('None') : money('securityDeposit', 'security deposit'),
        ),
        row('Term', countRun(answers, 'termMonths', 'month', 'term in months')),
        row('Start date', dateAnswer(answers, 'startDate', 'start date')),
        row('End date', endDate ? plain(endDate) : blank('end date')),
        row(
          'Lock-in period',
          lockInMonths ? countRun(answers, 'lockInMonths', 'month', 'lock-in') : plain('None'),
        ),
        row('Notice period', countRun(answers, 'noticeMonths', 'month', 'notice period in months')),
      ],
    },
  ]
}

function clauses(facts: Facts): Block[] {
  const blocks: Block[] = [{ kind: 'heading', level: 2, text: 'Terms and conditions' }]
  let next = 1
  for (const group of clauseGroups(facts)) {
    blocks.push(
      { kind: 'heading', level: 3, text: group.heading },
      { kind: 'list', ordered: true, start: next, items: group.clauses },
    )
    next += group.clauses.length
  }
  return blocks
}

function signatures({ answers, words }: Facts): Block[] {
  const witness = (n: 1 | 2) => ({
    caption: `WITNESS ${n}`,
    lines: [
      [answer(answers, `witness${n}Name`, `witness ${n}'s name`)],
      [answer(answers, `witness${n}Address`, `witness ${n}'s address`)],
    ],
  })
  return [
    paragraph([
      plain('The parties have read and understood this agreement and sign it at '),
      answer(answers, 'executionPlace', 'place of signing'),
      plain(' on '),
      dateAnswer(answers, 'executionDate', 'date of signing'),
      plain(', in the presence of the witnesses below.'),
    ]),
    { kind: 'spacer' },
    {
      kind: 'signatures',
      parties: [
        {
          caption: words.owner.toUpperCase(),
          lines: [[answer(answers, 'landlordName', `${words.owner}'s full name`)]],
        },
        {
          caption: words.occupant.toUpperCase(),
          lines: [[answer(answers, 'tenantName', `${words.occupant}'s full name`)]],
        },
      ],
    },
    { kind: 'spacer' },
    { kind: 'signatures', parties: [witness(1), witness(2)] },
  ]
}

export function buildRentAgreement(input: Answers): DocumentModel {
  // Drafts come from storage and the form: treat anything but a plain object as no answers yet.
  const answers: Answers = input && typeof input === 'object' && !Array.isArray(input) ? input : {}
  const facts = readFacts(answers)
  return {
    title: facts.words.title,
    blocks: [
      ...opening(facts),
      ...premises(facts),
      ...keyTerms(facts),
      ...clauses(facts),
      ...signatures(facts),
    ],
    guidance: rentGuidance(facts),
  }
}
