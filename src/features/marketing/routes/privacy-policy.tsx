import { LegalDocument } from '@/features/marketing/components/legal-document'
import { PRIVACY_POLICY } from '@/features/marketing/content/privacy-policy'

export function Component() {
  return (
    <div>
      <LegalDocument document={PRIVACY_POLICY} />
    </div>
  )
}
