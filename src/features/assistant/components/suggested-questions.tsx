import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { SUGGESTED_QUESTIONS } from '../content/texts'
import { m } from '../messages/assistant'

/** Questions to start from on an empty chat; choosing one sends it. */
export function SuggestedQuestions({ onPick }: { onPick: (question: string) => void }) {
  const headingId = useId()
  return (
    <div className="grid gap-2">
      <p id={headingId} className="text-sm font-medium">
        {m.tryAsking}
      </p>
      <ul aria-labelledby={headingId} className="flex flex-wrap gap-2">
        {SUGGESTED_QUESTIONS.map((question) => (
          <li key={question}>
            <Button variant="outline" size="sm" onClick={() => onPick(question)}>
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
