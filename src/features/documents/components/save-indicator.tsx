import { Check, CloudOff, LoaderCircle, RotateCw, TriangleAlert, HardDrive } from 'lucide-react'
import type { SavePhase } from '../lib/autosave-store'
import { m } from '@/features/documents/messages/editor'

const ICONS = {
  saved: Check,
  pending: LoaderCircle,
  saving: LoaderCircle,
  retrying: RotateCw,
  offline: CloudOff,
  conflict: TriangleAlert,
  refused: TriangleAlert,
  local: HardDrive,
} satisfies Record<SavePhase, unknown>

/** Where the changes stand, in a few words (announced politely as they change). */
export function SaveIndicator({ phase }: { phase: SavePhase }) {
  const Icon = ICONS[phase]
  return (
    <span
      aria-live="polite"
      className="inline-flex items-center gap-1.5 text-sm text-muted-foreground"
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {m.savePhases[phase]}
    </span>
  )
}
