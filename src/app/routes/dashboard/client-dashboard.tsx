import { isPremium, useAuth } from '@/lib/auth'
import { ClientToolTiles } from './client/client-tool-tiles'
import { PremiumUpsell } from './client/premium-upsell'
import { RecentChatsPanel } from './client/recent-chats-panel'
import { RecentDocumentsPanel } from './client/recent-documents-panel'
import { m } from '@/app/messages/dashboard-home'

/** docs/PRODUCT.md §2 'Client dashboard': welcome, upsell, four tools, recent documents, chats. */
export function ClientDashboard() {
  const { profile } = useAuth()
  const hasPremium = isPremium(profile)
  return (
    <div className="mx-auto grid max-w-6xl gap-6 lg:gap-8">
      <header className="grid gap-1">
        <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
          {m.client.welcomeBack(profile?.name?.trim())}
        </h1>
        <p className="text-muted-foreground">{m.client.intro}</p>
      </header>
      {!hasPremium && <PremiumUpsell />}
      <ClientToolTiles isPremium={hasPremium} />
      <div className="grid gap-6 md:grid-cols-2">
        <RecentDocumentsPanel isPremium={hasPremium} />
        <RecentChatsPanel />
      </div>
    </div>
  )
}
