import { m } from '../messages/legal'

export type LegalSection = {
  /** Anchor for the in-page table of contents. */
  id: string
  title: string
  paragraphs: readonly string[]
  list?: readonly string[]
}

export type LegalDocument = {
  title: string
  intro: string
  sections: readonly LegalSection[]
}

export const LEGAL_LAST_UPDATED = { label: m.lastUpdatedDate, iso: '2026-11-22' } as const

export const LEGAL_DISCLAIMER = m.disclaimer
