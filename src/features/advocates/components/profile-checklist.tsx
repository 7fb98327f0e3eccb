import { CircleCheck, CircleDashed, CircleX, type LucideIcon } from 'lucide-react'
import type {
  ProfileSection,
  ProfileSectionState,
  ProfileStatus,
} from '@/features/advocates/api/get-profile-status'
import { cn } from '@/lib/utils'

const SECTION_LABELS: Record<ProfileSection, string> = {
  basic_information: 'Basic information',
  professional_details: 'Professional details',
  verification_documents: 'Verification documents',
  banking_details: 'Banking details',
}

const STATES: Record<ProfileSectionState, { label: string; icon: LucideIcon; iconClass: string }> =
  {
    done: { label: 'Done', icon: CircleCheck, iconClass: 'text-primary' },
    pending: { label: 'Pending', icon: CircleDashed, iconClass: 'text-brand' },
    missing: { label: 'Missing', icon: CircleX, iconClass: 'text-destructive' },
  }

/** Each part of the advocate profile with its state written out (the icons only repeat it). */
export function ProfileChecklist({ checklist }: { checklist: ProfileStatus['checklist'] }) {
  return (
    <ul aria-label="Profile checklist" className="grid gap-2">
      {checklist.map(({ section, state }) => {
        const { label, icon: Icon, iconClass } = STATES[state]
        return (
          <li key={section} className="flex items-center justify-between gap-3 text-sm">
            <span className="flex items-center gap-2">
              <Icon aria-hidden="true" className={cn('size-4 shrink-0', iconClass)} />
              {SECTION_LABELS[section]}
            </span>
            <span className="font-medium text-muted-foreground">{label}</span>
          </li>
        )
      })}
    </ul>
  )
}
