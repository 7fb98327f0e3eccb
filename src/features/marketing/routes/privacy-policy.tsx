import type { RouteHandle } from '@/components/layouts/route-meta'
import { LegalDocument } from '@/features/marketing/components/legal-document'
import { PRIVACY_POLICY } from '@/features/marketing/content/privacy-policy'

export const handle: RouteHandle = { title: PRIVACY_POLICY.title }

export function Component() {
  return (
    <div>
      <LegalDocument document={PRIVACY_POLICY} />
    </div>
  )
}
