import { isHindi } from '@/i18n/locale'
import hi from './upgrade.hi'

/** Requesting Premium: the button, the open request's status line, and what goes wrong. */
export const en = {
  upgradeToPremium: 'Upgrade to Premium',
  checking: 'Checking your plan…',
  checkError: 'Could not check for an upgrade request.',
  tryAgain: 'Try again',
  openError: 'Could not open the upgrade form',
  /** 'Upgrade requested on 26 Nov 2026 — we will contact you'. */
  requestedOn: (date: string) => `Upgrade requested on ${date} — we will contact you`,
  cancel: 'Cancel request',
  cancelling: 'Cancelling…',
  cancelled: 'Upgrade request cancelled',
  cancelledText: 'You can request Premium again at any time.',
  notCancelled: 'Request not cancelled',
  notRequested: 'Upgrade not requested',
  requestNotOpen: 'This upgrade request is no longer open.',
  connectionProblem: 'Please check your connection and try again.',
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
