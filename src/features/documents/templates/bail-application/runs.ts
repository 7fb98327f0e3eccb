// Runs the bail application's parts share: the case reference, the sections with their code, the
// applicant's name, and placeholders for answers not given yet.
import { answer, plain, text } from '../model-helpers'
import type { Answers, Run } from '../types'
import { isAnticipatory } from './conditions'
import { penalCode, sectionNumbers, sectionWord } from './law'

export const placeholder = (what: string): Run => ({ text: `[${what}]`, blank: true })

export const applicantName = (answers: Answers) =>
  answer(answers, 'applicantName', 'Name of the applicant')

/** A typed answer ends a sentence: add the full stop it lacks (a Devanagari danda counts). */
export function endSentence(run: Run): Run {
  if (run.blank || /[.!?।]["')\]]?$/.test(run.text)) return run
  return { ...run, text: `${run.text}.` }
}

/** Whether an FIR is part of the case: regular bail always follows one; anticipatory bail says. */
export function firState(answers: Answers): 'registered' | 'none' | 'unknown' {
  if (!isAnticipatory(answers)) return 'registered'
  if (answers.firRegistered === 'yes') return 'registered'
  return answers.firRegistered === 'no' ? 'none' : 'unknown'
}

/** 'FIR No. 0123/2025, Police Station Kothrud, District Pune' */
export const firReference = (answers: Answers): Run[] => [
  plain('FIR No. '),
  answer(answers, 'firNumber', 'FIR number'),
  plain(', Police Station '),
  answer(answers, 'policeStation', 'Police station'),
  plain(', District '),
  answer(answers, 'district', 'District'),
]

/** 'Sections 318(4), 61(2) BNS': the code comes from the offence date, never from a guess. */
export function sectionsRuns(answers: Answers): Run[] {
  const numbers = sectionNumbers(text(answers, 'sections'))
  const code = penalCode(text(answers, 'offenceDate'))
  const codeRun = code ? plain(code) : placeholder('BNS or IPC: enter the offence date')
  if (!numbers)
    return [plain('Sections '), placeholder('Sections, as in the FIR'), plain(' '), codeRun]
  return [plain(`${sectionWord(numbers)} ${numbers} `), codeRun]
}

/** Whether the user typed any sections (without an FIR they are optional). */
export const hasSections = (answers: Answers) => sectionNumbers(text(answers, 'sections')) !== ''
