// The pure function from (possibly incomplete) answers to the bail application's document model.
// Paragraphs are numbered once through the whole application, as courts expect.
import { answer, plain } from '../model-helpers'
import type { Answers, Block, DocumentModel, Run } from '../types'
import { bailKind, disclosesAntecedents, disclosesEarlierApplications } from './conditions'
import { closingBlocks } from './closing'
import { factParagraphs } from './facts'
import { groundParagraphs } from './grounds'
import { bailGuidance } from './guidance'
import { headerBlocks } from './header'
import { placeholder } from './runs'
import { safeAnswers } from '../safe-answers'
import { undertakings } from './undertakings'

const TITLES = {
  regular: 'Regular Bail Application',
  anticipatory: 'Anticipatory Bail Application',
}

/** Hands out ordered lists whose numbers carry on from the previous one. */
function paragraphNumbering() {
  let next = 1
  return (items: Run[][]): Block => {
    const block: Block = { kind: 'list', ordered: true, start: next, items }
    next += items.length
    return block
  }
}

function antecedentsDeclaration(answers: Answers): Run[] {
  if (disclosesAntecedents(answers))
    return [
      plain('The applicant discloses the following other criminal cases: '),
      answer(answers, 'antecedentsDetails', 'Details of the other criminal cases'),
    ]
  if (answers.antecedents === 'none')
    return [
      plain(
        'The applicant declares that the applicant has no criminal antecedents: the applicant has not been convicted of any offence, and no criminal case other than this one is pending against the applicant.',
      ),
    ]
  return [placeholder('Criminal antecedents: declare that there are none, or give their details')]
}

function earlierApplicationsDeclaration(answers: Answers): Run[] {
  if (disclosesEarlierApplications(answers))
    return [
      plain(
        'The applicant discloses the earlier applications for bail in this case and their outcome: ',
      ),
      answer(answers, 'earlierApplicationsDetails', 'Court, date and outcome of each application'),
    ]
  if (answers.earlierApplications === 'none')
    return [
      plain(
        "The applicant declares that no other application for bail has been made in this case, before this Hon'ble Court or any other court.",
      ),
    ]
  return [
    placeholder('Earlier bail applications: declare that there were none, or give their details'),
  ]
}

function bodyBlocks(answers: Answers): Block[] {
  const numbered = paragraphNumbering()
  const grounds = groundParagraphs(answers)
  const kind = bailKind(answers)
  const promises = kind ? undertakings(kind) : undefined
  return [
    { kind: 'paragraph', runs: [plain('MOST RESPECTFULLY SHOWETH:')] },
    numbered(factParagraphs(answers)),
    { kind: 'heading', level: 2, text: 'GROUNDS' },
    {
      kind: 'paragraph',
      runs: [
        plain(
          'The applicant seeks bail on the following grounds, among others that may be urged at the hearing:',
        ),
      ],
    },
    numbered(
      grounds.length ? grounds : [[placeholder('Tick at least one ground, or write your own')]],
    ),
    { kind: 'heading', level: 2, text: 'DISCLOSURE' },
    numbered([antecedentsDeclaration(answers), earlierApplicationsDeclaration(answers)]),
    { kind: 'heading', level: 2, text: 'UNDERTAKINGS' },
    ...(promises
      ? [
          numbered([promises.intro]),
          { kind: 'list', ordered: false, items: promises.items } as const,
        ]
      : [numbered([[placeholder('Choose regular or anticipatory bail to see the undertakings')]])]),
  ]
}

export function buildBailApplication(input: Answers): DocumentModel {
  const answers = safeAnswers(input)
  const kind = bailKind(answers)
  return {
    title: kind ? TITLES[kind] : 'Bail Application',
    blocks: [...headerBlocks(answers), ...bodyBlocks(answers), ...closingBlocks(answers)],
    guidance: bailGuidance(answers),
  }
}
