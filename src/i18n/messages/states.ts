import { INDIAN_STATES, type IndianState } from '@/config/indian-states'
import { isHindi } from '../locale'
import hi from './states.hi'

/** India's states and union territories by their stored (English) names, as each language writes them. */
export const en = Object.fromEntries(INDIAN_STATES.map((state) => [state, state])) as Record<
  IndianState,
  string
>

/** The build keeps one of the two (src/i18n/locale.ts). */
const m = isHindi ? hi : en

/** A stored state's name in this language (the stored name for one not on the list). */
export const stateLabel = (state: string) => m[state as IndianState] ?? state
