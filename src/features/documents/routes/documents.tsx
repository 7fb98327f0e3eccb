import { isPremium, useAuth } from '@/lib/auth'
import { NewDocumentForm } from '../components/new-document-form'
import { PremiumNote } from '../components/premium-note'
import { RecentDocumentsCard } from '../components/recent-documents-card'
import { m as docs } from '@/features/documents/messages/documents'

/**
 * /documents: choose a template, name the document and generate it, and the user's documents
 * (docs/PRODUCT.md §2 'Documents'). Free users fill templates in without saving.
 */
export function Component() {
  const { profile } = useAuth()
  const hasPremium = isPremium(profile)
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{docs.pageTitle}</h1>
        <p className="text-muted-foreground">{docs.pageIntro}</p>
      </header>
      {!hasPremium && <PremiumNote detail={docs.freeGenerateHint} />}
      <NewDocumentForm isPremium={hasPremium} />
      <RecentDocumentsCard />
    </div>
  )
}
