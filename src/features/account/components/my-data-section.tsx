import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { useDownloadMyData } from '@/features/account/api/my-data'
import { DeleteAccountDialog } from './delete-account-dialog'
import { m } from '@/features/account/messages/account'

/** 'Your data' in Settings: a copy of everything, or erasure (DPDP Act 2023). */
export function MyDataSection({ isDemo }: { isDemo: boolean }) {
  const download = useDownloadMyData()
  const [deleting, setDeleting] = useState(false)

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">{m.myData.downloadDescription}</p>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? m.myData.preparing : m.myData.download}
        </Button>
      </div>
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">
          {m.myData.deleteDescription}{' '}
          <Link to={paths.privacyPolicy.getHref()}>{m.myData.privacyPolicy}</Link>
          {m.myData.end}
        </p>
        {isDemo ? (
          <p className="text-sm">{m.myData.demo}</p>
        ) : (
          <Button
            variant="destructive"
            className="justify-self-start"
            onClick={() => setDeleting(true)}
          >
            {m.myData.delete}
          </Button>
        )}
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </div>
  )
}
