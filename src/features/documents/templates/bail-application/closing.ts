// The end of the application: the prayer, the signatures, the verification and the annexures.
import { answer, dateAnswer, plain, text } from '../model-helpers'
import type { Answers, Block, Run } from '../types'
import { bailKind, citesHealth, citesParity, disclosesEarlierApplications } from './conditions'
import { applicantName, firReference, firState, placeholder } from './runs'

const PRAYER_CLOSE =
  "on such terms and conditions as this Hon'ble Court may deem fit, and pass any other order that it may deem fit in the interest of justice."

function prayer(answers: Answers): Run[] {
  const opening =
    "It is therefore most respectfully prayed that this Hon'ble Court may be pleased to "
  const inCase =
    firState(answers) === 'registered'
      ? [plain('in '), ...firReference(answers)]
      : [plain('in connection with the allegations described above')]
  switch (bailKind(answers)) {
    case 'regular':
      return [
        plain(`${opening}release the applicant, `),
        applicantName(answers),
        plain(', on bail '),
        ...inCase,
        plain(`, ${PRAYER_CLOSE}`),
      ]
    case 'anticipatory':
      return [
        plain(`${opening}direct that, in the event of arrest `),
        ...inCase,
        plain(', the applicant, '),
        applicantName(answers),
        plain(`, be released on bail, ${PRAYER_CLOSE}`),
      ]
    default:
      return [
        plain(opening),
        placeholder('Choose regular or anticipatory bail to complete the prayer'),
      ]
  }
}

function signatures(answers: Answers): Block {
  const advocate = text(answers, 'advocateName')
  return {
    kind: 'signatures',
    parties: [
      { caption: 'APPLICANT', lines: [[applicantName(answers)]] },
      {
        caption: 'THROUGH COUNSEL',
        lines: [...(advocate ? [[plain(advocate)]] : []), [plain('Advocate for the applicant')]],
      },
    ],
  }
}

function verification(answers: Answers): Block[] {
  return [
    { kind: 'heading', level: 2, text: 'VERIFICATION' },
    {
      kind: 'paragraph',
      align: 'justify',
      runs: [
        plain('I, '),
        applicantName(answers),
        plain(
          ', the applicant above named, verify that the facts stated in this application are true and correct to my knowledge and belief, that nothing material has been concealed, and that no part of it is false.',
        ),
      ],
    },
    {
      kind: 'paragraph',
      runs: [
        plain('Verified at '),
        answer(answers, 'place', 'Place'),
        plain(' on '),
        dateAnswer(answers, 'signingDate', 'Date'),
        plain('.'),
      ],
    },
    { kind: 'signatures', parties: [{ caption: 'APPLICANT', lines: [[applicantName(answers)]] }] },
  ]
}

function annexureList(answers: Answers): string[] {
  const fir = firState(answers)
  return [
    ...(fir === 'registered' ? ['Copy of the FIR'] : []),
    ...(fir === 'unknown' ? ['Copy of the FIR, if one has been registered'] : []),
    ...(fir === 'none'
      ? ['Copies of any complaint, notice or other paper that shows why the applicant fears arrest']
      : []),
    ...(bailKind(answers) === 'regular' ? ['Copies of the remand orders'] : []),
    ...(disclosesEarlierApplications(answers)
      ? ['Copies of the orders on the earlier bail applications']
      : []),
    ...(citesParity(answers) ? ['Copy of the bail order of the co-accused'] : []),
    ...(citesHealth(answers) ? ["The applicant's medical records"] : []),
  ]
}

function annexures(answers: Answers): Block[] {
  const documents = annexureList(answers)
  if (documents.length === 0) return []
  return [
    { kind: 'heading', level: 2, text: 'ANNEXURES' },
    {
      kind: 'table',
      header: [[plain('Annexure')], [plain('Document')]],
      rows: documents.map((document, index) => [[plain(`A-${index + 1}`)], [plain(document)]]),
    },
  ]
}

export function closingBlocks(answers: Answers): Block[] {
  return [
    { kind: 'heading', level: 2, text: 'PRAYER' },
    { kind: 'paragraph', align: 'justify', runs: prayer(answers) },
    {
      kind: 'paragraph',
      runs: [
        plain('And for this act of kindness, the applicant shall, as in duty bound, ever pray.'),
      ],
    },
    { kind: 'spacer' },
    { kind: 'paragraph', runs: [plain('Place: '), answer(answers, 'place', 'Place')] },
    { kind: 'paragraph', runs: [plain('Date: '), dateAnswer(answers, 'signingDate', 'Date')] },
    signatures(answers),
    ...verification(answers),
    ...annexures(answers),
  ]
}
