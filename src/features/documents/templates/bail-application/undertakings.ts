// What the applicant promises the court. For anticipatory bail these are the conditions section
// 482(2) of the BNSS lets the court impose, offered in advance.
import { plain } from '../model-helpers'
import type { Run } from '../types'
import type { BailKind } from './conditions'

const REGULAR_INTRO = 'If released on bail, the applicant undertakes:'
const ANTICIPATORY_INTRO =
  "The applicant offers to abide by the conditions that section 482(2) of the BNSS allows this Hon'ble Court to impose, and undertakes:"

const REGULAR = [
  'to appear before the Court on every date of hearing;',
  'not to tamper with the evidence, and not to threaten, induce or influence any witness;',
  "not to leave India without the permission of this Hon'ble Court;",
  'to furnish a personal bond and sureties as directed;',
  'to cooperate with the investigation and the trial; and',
  "to abide by any other condition this Hon'ble Court may impose.",
]

const ANTICIPATORY = [
  'to make himself or herself available for questioning by a police officer as and when required;',
  'not to make, directly or indirectly, any inducement, threat or promise to any person acquainted with the facts of the case, so as to dissuade that person from disclosing those facts to the Court or to any police officer;',
  "not to leave India without the previous permission of this Hon'ble Court;",
  'to furnish a personal bond and sureties as directed, and to appear before the Court whenever required; and',
  "to abide by any other condition this Hon'ble Court may impose.",
]

export function undertakings(kind: BailKind): { intro: Run[]; items: Run[][] } {
  const [intro, list] =
    kind === 'anticipatory' ? [ANTICIPATORY_INTRO, ANTICIPATORY] : [REGULAR_INTRO, REGULAR]
  return { intro: [plain(intro)], items: list.map((item) => [plain(item)]) }
}
