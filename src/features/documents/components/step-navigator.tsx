import { Button } from '@/components/ui/button'
import './document-preview.css'
import type { Step } from '../templates/types'
import { m } from '@/features/documents/messages/editor'

type StepNavigatorProps = {
  steps: readonly Step[]
  current: number
  onSelect: (index: number) => void
}

/** The template's steps in order; any step can be opened, the current one is marked. */
export function StepNavigator({ steps, current, onSelect }: StepNavigatorProps) {
  return (
    <nav aria-label={m.steps}>
      <ol className="editor-scroll-row">
        {steps.map((step, index) => (
          <li key={step.id}>
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
