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

export const LEGAL_LAST_UPDATED = { label: '22 November 2026', iso: '2026-11-22' } as const

export const LEGAL_DISCLAIMER =
  'This page explains how LexSetu works and what we expect from each other. It is information about our service, not legal advice.'
