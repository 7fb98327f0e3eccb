import { useDeferredValue, useMemo } from 'react'
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
  return (
    <div className="grid gap-4">
      <GuidanceList guidance={model.guidance} />
      <DocumentPreview model={model} />
    </div>
  )
}
