import { Link } from 'react-router'
import { DashboardPanel } from '@/components/data-display/dashboard-panel'
import { QueryPanelContent } from '@/components/data-display/query-panel-content'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useProfileStatus } from '@/features/advocates/api/get-profile-status'
import { ProfileChecklist } from '@/features/advocates/components/profile-checklist'
import { ProfileCompletion } from '@/features/advocates/components/profile-completion'
import { m } from '@/app/messages/dashboard-home'

/** docs/PRODUCT.md §2 'Advocate dashboard': the advocate's completion, as the database counts it. */
export function ProfileStatusPanel() {
  const query = useProfileStatus()
  return (
    <DashboardPanel title={m.advocate.profile.title}>
      <QueryPanelContent query={query} what={m.advocate.profile.what} skeletonRows={3}>
        {({ status }) => (
          <div className="grid gap-5">
            <ProfileCompletion percent={status.completionPercent} />
            <ProfileChecklist checklist={status.checklist} />
          </div>
        )}
      </QueryPanelContent>
      <Button asChild className="mt-5 w-full">
        <Link to={paths.profile.getHref()}>{m.advocate.profile.complete}</Link>
      </Button>
    </DashboardPanel>
  )
}
