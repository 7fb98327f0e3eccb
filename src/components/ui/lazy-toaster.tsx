import { lazy, Suspense, useState } from 'react'
import { useToasts } from './use-toast'

const Toaster = lazy(() => import('./toaster').then((module) => ({ default: module.Toaster })))

/** Mounts the Radix toaster with the first toast, so pages that never toast don't load it. */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0
  const [isMounted, setMounted] = useState(false)
  if (hasToasts && !isMounted) setMounted(true)
  if (!isMounted) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
