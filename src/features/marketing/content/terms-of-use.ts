import { m } from '../messages/terms-of-use'
import type { LegalDocument } from './legal'

export const TERMS_OF_USE: LegalDocument = m
