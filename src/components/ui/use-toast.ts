import { useSyncExternalStore, type ReactNode } from 'react'
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@/config/constants'

type ToastVariant = 'default' | 'destructive'

type ToastData = {
  id: string
  title?: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  open: boolean
}

type ToastInput = Omit<ToastData, 'id' | 'open'>

type Listener = () => void

/**
 * A tiny store outside React so any code (mutations, auth callbacks) can raise a toast.
 * Only TOAST_LIMIT toasts are kept: a new one replaces the visible one (docs/PRODUCT.md §2).
 */
let toasts: ToastData[] = []
const listeners = new Set<Listener>()
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()
let counter = 0

function emit(next: ToastData[]) {
  toasts = next
  listeners.forEach((listener) => listener())
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      emit(toasts.filter((t) => t.id !== id))
    }, TOAST_REMOVE_DELAY_MS),
  )
}

export function dismissToast(id?: string) {
  emit(
    toasts.map((t) => {
      if (id !== undefined && t.id !== id) return t
      scheduleRemoval(t.id)
      return { ...t, open: false }
    }),
  )
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER
  const id = String(counter)
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT))
  return { id, dismiss: () => dismissToast(id) }
}

/**
 * A failure, in the destructive style: the one way the SPA builds an error toast. Words for a
 * failed request come from errorMessage (@/lib/api-error); a mutation can instead declare
 * `meta: { errorToast }` and the QueryClient shows it (@/lib/query-client).
 */
export const toastError = (title: ReactNode, description?: ReactNode) =>
  toast({ title, description, variant: 'destructive' })

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const getSnapshot = () => toasts

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}

/** Test helper: forget every toast and timer. */
export function resetToasts() {
  removalTimers.forEach(clearTimeout)
  removalTimers.clear()
  emit([])
}
