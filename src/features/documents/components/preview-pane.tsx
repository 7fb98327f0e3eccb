import { useDeferredValue, useId, useMemo } from 'react'
import { m } from '@/features/documents/messages/editor'
import type { Answers, Template } from '../templates/types'
import { GuidanceList } from './document-guidance'
import { DocumentPreview } from './document-preview'
import { EnglishOnlyNote } from './english-only-note'

/**
 * The live preview: the template's model of the answers, built from a deferred copy so that
 * typing never waits for it, and under it the notes for the person drafting (the document comes
 * first, so its top is what stays in view beside the form).
 */
export function PreviewPane({ template, answers }: { template: Template; answers: Answers }) {
  const deferred = useDeferredValue(answers)
  const model = useMemo(() => template.build(deferred), [template, deferred])
  const guidanceId = useId()
  return (
    <div className="grid gap-4">
      <EnglishOnlyNote />
      <DocumentPreview model={model} />
      <section aria-labelledby={guidanceId} className="grid gap-2">
        <h2 id={guidanceId} className="text-sm font-medium">
          {m.guidanceTitle}
        </h2>
        <GuidanceList guidance={model.guidance} />
      </section>
    </div>
  )
}
