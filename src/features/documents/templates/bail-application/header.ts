// The top of the application: the court, the registry's blank number, 'State vs applicant', the
// case line and the heading naming the BNSS section.
import { bold, plain, text } from '../model-helpers'
import type { Answers, Block, Run } from '../types'
import { bailKind } from './conditions'
import { bnssSection } from './law'
import { applicantName, firReference, firState, placeholder, sectionsRuns } from './runs'

/** 'Court of the CJM, Pune' → 'IN THE COURT OF THE CJM, PUNE'; 'Sessions Judge, Pune' → 'IN THE COURT OF SESSIONS JUDGE, PUNE'. */
function courtLine(answers: Answers): Run[] {
  const name = text(answers, 'courtName')
    .replace(/^in\s+the\s+/i, '')
    .replace(/^the\s+/i, '')
  if (!name) return [bold('IN THE COURT OF '), placeholder('Name and place of the court')]
  return [
    bold(
      /\bcourt\b/i.test(name)
        ? `IN THE ${name.toUpperCase()}`
        : `IN THE COURT OF ${name.toUpperCase()}`,
    ),
  ]
}

function caseLine(answers: Answers): Run[] {
  switch (firState(answers)) {
    case 'registered':
      return [...firReference(answers), plain(', under '), ...sectionsRuns(answers)]
    case 'none':
      return [plain('(No FIR registered so far)')]
    case 'unknown':
      return [placeholder('FIR details, or say that no FIR has been registered')]
  }
}

const KIND_WORDS = { regular: 'REGULAR BAIL', anticipatory: 'ANTICIPATORY BAIL' } as const

function headingText(answers: Answers): string {
  const kind = bailKind(answers)
  const section = bnssSection(kind, text(answers, 'court'))
  const what = kind ? KIND_WORDS[kind] : 'BAIL [REGULAR OR ANTICIPATORY: CHOOSE THE KIND OF BAIL]'
  const under = section
    ? `SECTION ${section}`
    : kind === 'regular'
      ? 'SECTION [480 OR 483: CHOOSE THE COURT]'
      : 'SECTION [480, 482 OR 483]'
  return `APPLICATION FOR ${what} UNDER ${under} OF THE BHARATIYA NAGARIK SURAKSHA SANHITA, 2023`
}

export function headerBlocks(answers: Answers): Block[] {
  const state = text(answers, 'stateName') || 'State'
  return [
    { kind: 'paragraph', align: 'center', runs: courtLine(answers) },
    { kind: 'paragraph', align: 'center', runs: [plain('B.A. No. ____ of 20__')] },
    {
      kind: 'paragraph',
      align: 'center',
      runs: [bold(`${state} vs `), { ...applicantName(answers), bold: true }],
    },
    { kind: 'paragraph', align: 'center', runs: caseLine(answers) },
    { kind: 'heading', level: 1, text: headingText(answers) },
  ]
}
