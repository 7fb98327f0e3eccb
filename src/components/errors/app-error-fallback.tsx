import { isRouteErrorResponse, useRouteError } from 'react-router'
import { paths } from '@/config/paths'
import { getErrorMessage } from '@/lib/utils'
import { m as common } from '@/i18n/messages/common'

/**
 * The generic fallback of docs/PRODUCT.md §2: title 'Unexpected Application Error!' and the status
 * text or message.
 */
export function AppErrorFallback() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : getErrorMessage(error)

  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-bold">{common.errorPage.title}</h1>
      <p className="rounded-md bg-muted p-4 font-mono text-sm text-foreground">{detail}</p>
      <p className="text-muted-foreground">
        {common.errorPage.reloadBefore}{' '}
        <a className="underline" href={paths.contact.getHref()}>
          {common.errorPage.tellUs}
        </a>{' '}
        {common.errorPage.reloadAfter}
      </p>
      <p>
        <a
          className="font-medium text-primary underline-offset-4 hover:underline"
          href={paths.home.getHref()}
        >
          {common.errorPage.backHome}
        </a>
      </p>
    </main>
  )
}
