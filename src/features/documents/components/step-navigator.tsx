import { Button } from '@/components/ui/button'
import type { Step } from '../templates/types'

type StepNavigatorProps = {
  steps: readonly Step[]
  current: number
  onSelect: (index: number) => void
}

/** The template's steps in order; any step can be opened, the current one is marked. */
export function StepNavigator({ steps, current, onSelect }: StepNavigatorProps) {
  return (
    <nav aria-label="Steps">
      {/* One row that scrolls sideways on a phone, so the first field is on the first screen. */}
      <ol className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {steps.map((step, index) => (
          <li key={step.id} className="shrink-0">
            <Button
              type="button"
              variant={index === current ? 'secondary' : 'ghost'}
              size="sm"
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onSelect(index)}
            >
              {index + 1}. {step.title}
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  )
}
