import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDownloadMyData } from '@/features/account/api/my-data'
import { DeleteAccountDialog } from './delete-account-dialog'

/** 'Your data' in Settings: a copy of everything, or erasure (DPDP Act 2023). */
export function MyDataSection({ isDemo }: { isDemo: boolean }) {
  const download = useDownloadMyData()
  const [deleting, setDeleting] = useState(false)

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          One JSON file with everything your account holds: your profile, chats with the
          assistant&apos;s replies, documents, forum posts, consultations, messages, reviews and
          upgrade requests.
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparing your file...' : 'Download my data'}
        </Button>
      </div>
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          Deleting your account removes it and what only it holds, for good. Forum posts that others
          replied to stay, shown as &lsquo;[deleted user]&rsquo;. What we must keep, and why, is in
          the <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>.
        </p>
        {isDemo ? (
          <p className="text-sm">
            This is a shared demo account, so it cannot be deleted. Create your own account to try
            this.
          </p>
        ) : (
          <Button
            variant="destructive"
            className="justify-self-start"
            onClick={() => setDeleting(true)}
          >
            Delete my account
          </Button>
        )}
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </div>
  )
}
