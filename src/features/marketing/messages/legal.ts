import { isHindi } from '@/i18n/locale'
import hi from './legal.hi'

/** The frame of the privacy policy and the terms of use: the date, the notice, the contents. */
export const en = {
  lastUpdated: 'Last updated: ',
  lastUpdatedDate: '22 November 2026',
  disclaimer:
    'This page explains how LexSetu works and what we expect from each other. It is information about our service, not legal advice.',
  onThisPage: 'On this page',
  unclear: 'Something unclear? ',
  contactUs: 'Contact us',
  explain: ' and we’ll explain.',
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
