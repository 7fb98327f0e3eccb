// Answers → the affidavit's document model. Pure and total: a half-filled or malformed draft still
// builds, with '[placeholders]' where a required answer is missing.
import { answer, bold, dateAnswer, items, plain, text } from '../model-helpers'
import { safeAnswers } from '../safe-answers'
import type { Answers, Block, DocumentModel, Option, Run } from '../types'
import { affidavitGuidance } from './guidance'
import { ATTESTING_OFFICERS } from './steps'
import { RELATIONS } from '../options'

export const CLOSING_STATEMENT =
  'The contents of this affidavit are true and correct to the best of my knowledge and belief. Nothing material has been concealed and no part of it is false.'

export const FALSE_AFFIDAVIT_NOTE =
  'Note: making a false statement in this affidavit is an offence of giving or fabricating false evidence under sections 227 and 229 of the Bharatiya Nyaya Sanhita, 2023 (BNS).'

/** A line the officer fills in by hand: printed as is, not a missing answer. */
const HANDWRITTEN_LINE = '______________________'

const placeholder = (what: string): Run => ({ text: `[${what}]`, blank: true })
const strong = (run: Run): Run => ({ ...run, bold: true })
const paragraph = (runs: Run[], align?: 'center' | 'justify'): Block =>
  align ? { kind: 'paragraph', runs, align } : { kind: 'paragraph', runs }

/** The chosen option's label as a run, or a placeholder while nothing valid is chosen. */
function choice(answers: Answers, name: string, options: readonly Option[], what: string): Run {
  const value = text(answers, name)
  const option = options.find((candidate) => candidate.value === value)
  return option ? plain(option.label) : placeholder(what)
}

function ageOf(answers: Answers): Run {
  const age = text(answers, 'age')
  return /^\d{1,3}$/.test(age) ? plain(String(Number(age))) : placeholder('Age')
}

function courtHeading(answers: Answers): Block[] {
  const parties = text(answers, 'caseParties')
  return [
    paragraph([strong(answer(answers, 'courtName', 'Name of the court'))], 'center'),
    paragraph([answer(answers, 'caseNumber', 'Case number')], 'center'),
    ...(parties ? [paragraph([plain(parties)], 'center')] : []),
  ]
}

function opening(answers: Answers): Block {
  const relation = choice(answers, 'relation', RELATIONS, 'Son / daughter / wife / husband of')
  return paragraph(
    [
      plain('I, '),
      strong(answer(answers, 'deponentName', 'Name of the deponent')),
      plain(', '),
      relation.blank ? relation : plain(relation.text.toLowerCase()),
      plain(' '),
      answer(answers, 'relativeName', "Father's, mother's or spouse's name"),
      plain(', aged '),
      ageOf(answers),
      plain(' years, by occupation '),
      answer(answers, 'occupation', 'Occupation'),
      plain(', residing at '),
      answer(answers, 'address', 'Full address'),
      plain(', do hereby solemnly affirm and declare as under:'),
    ],
    'justify',
  )
}

function statementList(statements: string[]): Block {
  const given = statements.length
    ? statements.map((statement) => [plain(statement)])
    : [[placeholder('Your first statement of fact')]]
  return { kind: 'list', ordered: true, start: 1, items: [...given, [plain(CLOSING_STATEMENT)]] }
}

function deponentSignature(answers: Answers): Block {
  return {
    kind: 'signatures',
    parties: [
      { caption: 'DEPONENT', lines: [[answer(answers, 'deponentName', 'Name of the deponent')]] },
    ],
  }
}

function verification(answers: Answers, paragraphCount: number): Block {
  return paragraph(
    [
      plain('Verified at '),
      answer(answers, 'place', 'Place'),
      plain(' on '),
      dateAnswer(answers, 'signingDate', 'Date'),
      plain(
        ` that the contents of paragraphs 1 to ${paragraphCount} of this affidavit are true and correct to the best of my knowledge and belief, that no part of it is false and that nothing material has been concealed.`,
      ),
    ],
    'justify',
  )
}

function attestation(answers: Answers): Block {
  const identifiedBy = text(answers, 'identifiedBy')
  return {
    kind: 'attestation',
    title: 'ATTESTATION',
    lines: [
      [plain('Identified by: '), plain(identifiedBy || HANDWRITTEN_LINE)],
      [
        plain('Solemnly affirmed before me by the deponent '),
        answer(answers, 'deponentName', 'Name of the deponent'),
        plain(' at '),
        answer(answers, 'place', 'Place'),
        plain(' on '),
        dateAnswer(answers, 'signingDate', 'Date'),
        plain('.'),
      ],
      [plain(`Signature: ${HANDWRITTEN_LINE}`)],
      [plain(`Name and seal: ${HANDWRITTEN_LINE}`)],
      [
        strong(
          choice(
            answers,
            'attestedBy',
            ATTESTING_OFFICERS,
            'Notary Public / Oath Commissioner / Executive Magistrate',
          ),
        ),
      ],
    ],
  }
}

export function buildAffidavit(input: Answers): DocumentModel {
  const answers = safeAnswers(input)
  const statements = items(answers, 'statements')
  const forCourt = text(answers, 'forCourt') === 'yes'
  const purpose = text(answers, 'purpose')
  // The user's statements (or the one placeholder) plus the closing statement.
  const paragraphCount = Math.max(statements.length, 1) + 1

  const blocks: Block[] = [
    ...(forCourt ? courtHeading(answers) : []),
    { kind: 'heading', level: 1, text: 'AFFIDAVIT' },
    ...(purpose ? [paragraph([bold(purpose)], 'center')] : []),
    opening(answers),
    statementList(statements),
    { kind: 'spacer' },
    paragraph([plain('Place: '), answer(answers, 'place', 'Place')]),
    paragraph([plain('Date: '), dateAnswer(answers, 'signingDate', 'Date')]),
    deponentSignature(answers),
    { kind: 'heading', level: 2, text: 'VERIFICATION' },
    verification(answers, paragraphCount),
    deponentSignature(answers),
    paragraph([plain(FALSE_AFFIDAVIT_NOTE)], 'justify'),
    attestation(answers),
  ]

  return { title: purpose || 'Affidavit', blocks, guidance: affidavitGuidance({ forCourt }) }
}
