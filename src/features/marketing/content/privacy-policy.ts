import { m } from '../messages/privacy-policy'
import type { LegalDocument } from './legal'

export const PRIVACY_POLICY: LegalDocument = m
