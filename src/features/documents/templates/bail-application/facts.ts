// The opening paragraphs: who the applicant is, the case, the custody (regular bail) or the reasons
// to fear arrest (anticipatory bail), the prosecution case and the applicant's version.
import { answer, dateAnswer, plain, text } from '../model-helpers'
import type { Answers, Run } from '../types'
import { bailKind } from './conditions'

import {
  applicantName,
  endSentence,
  firState,
  hasSections,
  placeholder,
  sectionsRuns,
} from './runs'
import { RELATIONS } from '../options'

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label

const ROLE = {
  regular: 'is an accused in the case described below and is in custody',
  anticipatory: 'apprehends arrest in the matter described below',
} as const

function particulars(answers: Answers): Run[] {
  const relation = labelOf(RELATIONS, text(answers, 'relationType'))
  const kind = bailKind(answers)
  return [
    plain('The applicant, '),
    applicantName(answers),
    plain(', '),
    relation ? plain(relation.toLowerCase()) : placeholder('Son, daughter, wife or husband of'),
    plain(' '),
    answer(answers, 'relativeName', "Father's, mother's or spouse's name"),
    plain(', aged '),
    answer(answers, 'age', 'Age'),
    plain(' years, by occupation '),
    answer(answers, 'occupation', 'Occupation'),
    plain(', residing at '),
    answer(answers, 'address', 'Address'),
    plain(`, ${kind ? ROLE[kind] : 'is the applicant in the case described below'}.`),
  ]
}

const offenceDate = (answers: Answers) => dateAnswer(answers, 'offenceDate', 'Date of the offence')

function theCase(answers: Answers): Run[] {
  switch (firState(answers)) {
    case 'registered':
      return [
        plain('FIR No. '),
        answer(answers, 'firNumber', 'FIR number'),
        plain(' was registered at Police Station '),
        answer(answers, 'policeStation', 'Police station'),
        plain(', District '),
        answer(answers, 'district', 'District'),
        plain(', on '),
        dateAnswer(answers, 'firDate', 'Date of the FIR'),
        plain(' under '),
        ...sectionsRuns(answers),
        plain('. The offence is alleged to have been committed on '),
        offenceDate(answers),
        plain('.'),
      ]
    case 'none':
      return [
        plain(
          "To the applicant's knowledge, no FIR has been registered so far. The allegations relate to events of ",
        ),
        offenceDate(answers),
        ...(hasSections(answers)
          ? [plain(', and may be said to attract '), ...sectionsRuns(answers)]
          : []),
        plain('.'),
      ]
    case 'unknown':
      return [
        placeholder('FIR details, or say that no FIR has been registered'),
        plain(' The offence is alleged to have been committed on '),
        offenceDate(answers),
        plain('.'),
      ]
  }
}

const CUSTODY_WORDS: Record<string, string> = { judicial: 'judicial', police: 'police' }

const STAGE_SENTENCES: Record<string, string> = {
  under_investigation:
    'The investigation is still in progress, and no charge-sheet has been filed.',
  charge_sheet_filed: 'The investigation is complete, and the charge-sheet has been filed.',
  trial: 'The charge-sheet has been filed, and the case is at the stage of trial.',
}

function custody(answers: Answers): Run[] {
  const custodyWord = CUSTODY_WORDS[text(answers, 'custodyType')]
  const since = text(answers, 'custodySince')
  const stage = STAGE_SENTENCES[text(answers, 'investigationStage')]
  return [
    plain('The applicant was arrested in this case on '),
    dateAnswer(answers, 'arrestDate', 'Date of arrest'),
    plain(' and has been in '),
    custodyWord ? plain(custodyWord) : placeholder('Judicial or police'),
    plain(' custody since '),
    since ? dateAnswer(answers, 'custodySince', 'Date') : plain('then'),
    plain('. '),
    stage ? plain(stage) : placeholder('Stage of the case'),
  ]
}

function apprehension(answers: Answers): Run[] {
  const basis = text(answers, 'apprehensionBasis')
  const withFir = firState(answers) === 'registered'
  const opening =
    'The applicant has reason to believe that the applicant may be arrested on an accusation of having committed a non-bailable offence'
  if (basis)
    return [
      plain(`${opening}${withFir ? ' in this case' : ''}, for these reasons: `),
      endSentence(plain(basis)),
    ]
  if (withFir)
    return [plain(`${opening} in this case, on the strength of the FIR described above.`)]
  return [plain(`${opening}, for these reasons: `), placeholder('Why the applicant fears arrest')]
}

function custodyOrApprehension(answers: Answers): Run[] {
  switch (bailKind(answers)) {
    case 'regular':
      return custody(answers)
    case 'anticipatory':
      return apprehension(answers)
    default:
      return [
        placeholder(
          'Choose regular or anticipatory bail: the custody so far, or why the applicant fears arrest',
        ),
      ]
  }
}

/** The numbered paragraphs of the facts, in order. */
export function factParagraphs(answers: Answers): Run[][] {
  return [
    particulars(answers),
    theCase(answers),
    custodyOrApprehension(answers),
    [
      plain(
        firState(answers) === 'none'
          ? 'The allegations against the applicant, in brief, are as follows: '
          : 'The case of the prosecution, in brief, is as follows: ',
      ),
      endSentence(answer(answers, 'briefFacts', 'The prosecution case in brief')),
    ],
    [
      plain("The applicant's version of the events is as follows: "),
      endSentence(answer(answers, 'applicantVersion', "The applicant's version")),
    ],
  ]
}
