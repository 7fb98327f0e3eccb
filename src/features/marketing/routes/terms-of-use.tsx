import type { RouteHandle } from '@/components/layouts/route-meta'
import { LegalDocument } from '@/features/marketing/components/legal-document'
import { TERMS_OF_USE } from '@/features/marketing/content/terms-of-use'

export const handle: RouteHandle = { title: TERMS_OF_USE.title }

export function Component() {
  return (
    <div>
      <LegalDocument document={TERMS_OF_USE} />
    </div>
  )
}
