import { useDeferredValue, useId, useMemo } from 'react'
import { TEXTS } from '../lib/texts'
import type { Answers, Template } from '../templates/types'
import { GuidanceList } from './document-guidance'
import { DocumentPreview } from './document-preview'

/**
 * The live preview: the template's model of the answers, built from a deferred copy so that
 * typing never waits for it, and the notes for the person drafting above it.
 */
export function PreviewPane({ template, answers }: { template: Template; answers: Answers }) {
  const deferred = useDeferredValue(answers)
  const model = useMemo(() => template.build(deferred), [template, deferred])
  const guidanceId = useId()
  return (
    <div className="grid gap-4">
      <section aria-labelledby={guidanceId} className="grid gap-2">
        <h2 id={guidanceId} className="text-sm font-medium">
          {TEXTS.guidanceTitle}
        </h2>
        <GuidanceList guidance={model.guidance} />
      </section>
      <DocumentPreview model={model} />
    </div>
  )
}
