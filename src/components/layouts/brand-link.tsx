import { Scale } from 'lucide-react'
import { Link } from 'react-router'
import { APP_NAME } from '@/config/constants'
import { paths } from '@/config/paths'
import { cn } from '@/lib/utils'

/** The LexSetu logo mark and name, linking home. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
        className,
      )}
    >
      <span className="inline-flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <Scale aria-hidden="true" className="size-5" />
      </span>
      {APP_NAME}
    </Link>
  )
}
