import { CircleCheck, CircleDashed, CircleX, type LucideIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { m } from '../messages/profile-status'
import type { ProfileSectionState, ProfileStatus } from '../schemas/profile-status'

const STATES: Record<ProfileSectionState, { label: string; icon: LucideIcon; iconClass: string }> =
  {
    done: { label: m.states.done, icon: CircleCheck, iconClass: 'text-primary' },
    pending: { label: m.states.pending, icon: CircleDashed, iconClass: 'text-brand' },
    missing: { label: m.states.missing, icon: CircleX, iconClass: 'text-destructive' },
  }

/** Each part of the advocate profile with its state written out (the icons only repeat it). */
export function ProfileChecklist({ checklist }: { checklist: ProfileStatus['checklist'] }) {
  return (
    <ul aria-label={m.checklist} className="grid gap-2">
      {checklist.map(({ section, state }) => {
        const { label, icon: Icon, iconClass } = STATES[state]
        return (
          <li key={section} className="flex items-center justify-between gap-3 text-sm">
            <span className="flex items-center gap-2">
              <Icon aria-hidden="true" className={cn('size-4 shrink-0', iconClass)} />
              {m.sections[section]}
            </span>
            <span className="font-medium text-muted-foreground">{label}</span>
          </li>
        )
      })}
    </ul>
  )
}
