import { Loader2 } from 'lucide-react'
import { cn } from '@/lib/utils'
import { m } from '@/i18n/messages/shell'

const SIZES = { sm: 'size-5', md: 'size-6', lg: 'size-10' }

export function Spinner({
  size = 'md',
  label = m.loading,
}: {
  size?: keyof typeof SIZES
  label?: string
}) {
  return (
    <span role="status" className="inline-flex items-center">
      <Loader2 aria-hidden="true" className={cn('animate-spin text-primary', SIZES[size])} />
      <span className="sr-only">{label}</span>
    </span>
  )
}

export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-background">
      <Spinner size="lg" />
    </div>
  )
}
