// The GROUNDS part: one numbered paragraph per ticked ground, in the list's order, then the
// applicant's own grounds. Written so each reads correctly for regular and anticipatory bail.
import { items, plain, text } from '../model-helpers'
import type { Answers, Run } from '../types'
import { bailKind, chosenGrounds } from './conditions'
import { GROUNDS, type GroundValue } from './options'

type GroundText = (answers: Answers) => string

const anticipatory = (answers: Answers) => bailKind(answers) === 'anticipatory'

/** 'detention' for a person in custody, 'arrest and detention' for one who fears arrest. */
const detention = (answers: Answers) =>
  anticipatory(answers) ? 'arrest and detention' : 'continued detention'

/** ' (the details)' after a statement, or nothing when the optional details were left empty. */
const inBrackets = (answers: Answers, name: string) => {
  const details = text(answers, name).replace(/\.$/, '')
  return details ? ` (${details})` : ''
}

const GROUND_TEXTS: Record<GroundValue, GroundText> = {
  woman: () =>
    'The applicant is a woman. Section 480 of the BNSS allows the Court to release a woman on bail even in the cases in which that section otherwise restricts bail, and the applicant prays for that consideration.',
  sick_or_infirm: (answers) =>
    `The applicant is sick and infirm${inBrackets(answers, 'healthDetails')}. Section 480 of the BNSS allows the Court to release a sick or infirm person on bail even in the cases in which that section otherwise restricts bail. The applicant's ${detention(answers)} would put the applicant's health at serious risk.`,
  not_death_or_life: (answers) =>
    `The offences alleged are not punishable with death or imprisonment for life. ${
      anticipatory(answers)
        ? 'Arresting the applicant would serve no purpose that conditions of bail cannot serve.'
        : 'Keeping the applicant in custody before trial would amount to punishment before conviction.'
    }`,
  no_antecedents: () =>
    'The applicant has no criminal antecedents: the applicant has never been convicted of any offence, and no other criminal case is pending against the applicant.',
  roots_in_community: () =>
    'The applicant is a permanent resident of the address given above, lives and works there with family, and has deep roots in the community. There is no likelihood of the applicant absconding or fleeing from justice.',
  investigation_complete: (answers) => {
    if (anticipatory(answers))
      return "The applicant's custodial interrogation is not required: the material relied on is already with the investigating agency, and the applicant will join the investigation whenever called."
    const stage = text(answers, 'investigationStage')
    return stage === 'charge_sheet_filed' || stage === 'trial'
      ? "The investigation is complete and the charge-sheet has been filed. The applicant's custody is no longer required for any purpose, and the trial is likely to take a long time."
      : "The applicant's custody is no longer required for the investigation: the material relied on has already been collected."
  },
  parity: (answers) =>
    `A co-accused in this case, against whom the allegations are similar, has already been released on bail${inBrackets(answers, 'coAccusedDetails')}. The applicant is entitled to the same treatment on the ground of parity.`,
  age_or_health: (answers) => {
    const age = text(answers, 'age')
    const ofAge = /^\d{1,3}$/.test(age) ? `age (${age} years)` : 'age'
    const health = inBrackets(answers, 'healthDetails')
    return `Having regard to the applicant's ${ofAge} and state of health${health}, ${detention(answers)} would cause the applicant undue hardship.`
  },
}

/** Each ground as the runs of one numbered paragraph. */
export function groundParagraphs(answers: Answers): Run[][] {
  const chosen = new Set(chosenGrounds(answers))
  const fixed = GROUNDS.filter((ground) => chosen.has(ground.value)).map((ground) => [
    plain(GROUND_TEXTS[ground.value](answers)),
  ])
  const own = items(answers, 'additionalGrounds').map((ground) => [plain(ground)])
  return [...fixed, ...own]
}
