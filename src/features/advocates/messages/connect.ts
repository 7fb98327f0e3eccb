import { formatNumber } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './connect.hi'

/** 'Connect Now': the consultation request, its checks, and the lock for free users (§2, §6). */
export const en = {
  title: (name: string) => `Connect with ${name}`,
  description: (name: string) =>
    `Tell ${name} about your matter and when you would like to talk. Only the advocate sees your request.`,
  category: 'Matter category',
  describe: 'Describe your matter',
  describeHint: (length: number, max: number) =>
    `What happened and what help you need. ${formatNumber(length)} / ${formatNumber(max)} characters`,
  mode: 'Preferred mode',
  time: 'Preferred time',
  timeHint: (days: number) =>
    `Your local time, within the next ${days} days. The advocate confirms it when accepting.`,
  notSent: 'Your request was not sent.',
  textKept: 'Your text is kept here.',
  seePremium: 'See Premium',
  goToMessages: 'Go to Messages',
  cancel: 'Cancel',
  sending: 'Sending…',
  send: 'Send request',
  sentTitle: 'Request sent',
  sentDescription: (name: string) =>
    `${name} will reply to your request. You can follow it in Messages.`,
  close: 'Close',
  /** A request refused for no reason the user can act on (its database wording is not shown). */
  requestError: 'Your request could not be sent just now. Please try again.',
  premiumLock: 'Connecting with advocates is part of Premium.',
  premiumLockMore: 'Upgrade to send consultation requests and message verified advocates.',
  notNow: 'Not now',
  errors: {
    descriptionTooShort: (min: number) => `Describe your matter in at least ${min} characters`,
    descriptionTooLong: (max: number) =>
      `Keep the description under ${formatNumber(max)} characters`,
    timeMissing: 'Choose a preferred time',
    timeNotFuture: 'Choose a time in the future',
    timeTooFar: (days: number) => `Choose a time within the next ${days} days`,
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
