import type { ReactNode } from 'react'
import { ThemeToggle } from '@/components/theme/theme-toggle'
import { useAuth } from '@/lib/auth'
import { BrandLink } from './brand-link'
import { SidebarAccount } from './sidebar-account'
import { SidebarNav } from './sidebar-nav'
import { useAccountSummary } from './use-account-summary'

/** Sidebar contents, shared by the desktop column and the phone drawer; `headerEnd` beside the brand. */
export function DashboardSidebar({ headerEnd }: { headerEnd?: ReactNode }) {
  const { profile } = useAuth()
  const account = useAccountSummary()
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b px-4">
        <BrandLink />
        {headerEnd}
      </div>
      <div className="flex-1 overflow-y-auto px-3 py-5">
        <SidebarNav role={profile?.role} />
      </div>
      <div className="grid shrink-0 gap-4 border-t p-3">
        <ThemeToggle className="w-full justify-between" />
        <SidebarAccount account={account} />
      </div>
    </div>
  )
}
