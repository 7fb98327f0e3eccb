import { CircleAlert } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { m } from '../messages/my-profile'

/** One titled card of /dashboard/profile; its heading labels the region. */
export function ProfileFormCard({
  title,
  description,
  children,
}: {
  title: string
  description: ReactNode
  children: ReactNode
}) {
  const titleId = useId()
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="text-lg font-semibold leading-tight">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/**
 * The end of each profile form: why the last save failed (the server's words; what was typed
 * stays in the fields), then the card's own Save button.
 */
export function ProfileFormFooter({
  group,
  error,
  isSubmitting,
}: {
  /** The card's name in lower case, for screen readers: 'Save basic information'. */
  group: string
  error: string | undefined
  isSubmitting: boolean
}) {
  return (
    <div className="grid gap-3">
      {error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/50 p-3 text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <span>
            <span className="font-medium">{m.notSaved}</span> {error}
          </span>
        </p>
      )}
      <Button
        type="submit"
        disabled={isSubmitting}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {isSubmitting ? m.saving : m.save} <span className="sr-only">{group}</span>
      </Button>
    </div>
  )
}
