import { FileDown, LockKeyhole, Printer } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { Button } from '@/components/ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useIsDesktop } from '../hooks/use-is-desktop'
import { usePdfDownload } from '../hooks/use-pdf-download'
import { useStepForm } from '../hooks/use-step-form'
import { m } from '@/features/documents/messages/editor'
import type { Answers, AnswerValue, Template } from '../templates/types'
import { localizeTemplate } from '../lib/template-text'
import { EditorHeader } from './editor-header'
import { PremiumLockDialog } from './premium-lock-dialog'
import { PreviewPane } from './preview-pane'
import { StepForm } from './step-form'

/** What the mode's own actions (save, final, rename…) may ask of the editor. */
export type EditorControls = {
  /** True when every answer is valid; else shows the first problem and says so. */
  requireComplete: (purpose: 'pdf' | 'final') => boolean
  /** The Premium lock (free plan). */
  showLock: () => void
}

type DocumentEditorProps = {
  template: Template
  title: string
  answers: Answers
  onAnswersChange: (answers: Answers) => void
  /** A final document: the form is shown, not editable. */
  isReadOnly: boolean
  /** Free plan: 'Download PDF' and 'Print' show the Premium lock instead. */
  isLocked: boolean
  meta: ReactNode
  /** Notes above the form and preview (final, refusals, the Premium note). */
  notices?: ReactNode
  actions?: (controls: EditorControls) => ReactNode
}

type Tab = 'form' | 'preview'

/**
 * The editor shared by a saved document and an unsaved one: the step form generated from the
 * template beside its live preview (tabs 'Form' / 'Preview' below the `lg` breakpoint), with
 * 'Download PDF' and 'Print'. The caller keeps the answers (autosave or this device only).
 */
export function DocumentEditor({
  template: ownTemplate,
  title,
  answers,
  onAnswersChange,
  isReadOnly,
  isLocked,
  meta,
  notices,
  actions,
}: DocumentEditorProps) {
  const template = localizeTemplate(ownTemplate)
  const formId = useId()
  const isDesktop = useIsDesktop()
  const [tab, setTab] = useState<Tab>('form')
  const [isLockOpen, setIsLockOpen] = useState(false)
  const form = useStepForm({ template, answers, formId, beforeFocus: () => setTab('form') })
  const pdf = usePdfDownload()
  const controls: EditorControls = {
    requireComplete: form.requireComplete,
    showLock: () => setIsLockOpen(true),
  }

  const onChange = (name: string, value: AnswerValue) => {
    const next = { ...answers, [name]: value }
    onAnswersChange(next)
    form.recheck(name, next)
  }
  const downloadPdf = () => {
    if (isLocked) return controls.showLock()
    if (form.requireComplete('pdf')) void pdf.download(template.build(answers), title)
  }
  const print = () => {
    if (isLocked) return controls.showLock()
    // On a phone the preview must be on screen to be printed.
    flushSync(() => setTab('preview'))
    window.print()
  }

  const formPane = (
    <StepForm
      template={template}
      answers={answers}
      form={form}
      formId={formId}
      isReadOnly={isReadOnly}
      onChange={onChange}
    />
  )
  const previewPane = <PreviewPane template={template} answers={answers} />

  return (
    <div className="mx-auto grid max-w-6xl gap-4 lg:gap-6">
      <EditorHeader
        title={title}
        meta={meta}
        actions={
          <>
            <Button variant="outline" size="sm" aria-busy={pdf.isPreparing} onClick={downloadPdf}>
              {isLocked ? <LockKeyhole aria-hidden="true" /> : <FileDown aria-hidden="true" />}
              {pdf.isPreparing ? m.preparingPdf : m.downloadPdf}
            </Button>
            <Button variant="outline" size="sm" onClick={print}>
              {isLocked ? <LockKeyhole aria-hidden="true" /> : <Printer aria-hidden="true" />}
              {m.print}
            </Button>
            {actions?.(controls)}
          </>
        }
      />
      {notices}
      {isDesktop ? (
        <div className="grid grid-cols-2 items-start gap-8">
          <section aria-label={m.formTab}>{formPane}</section>
          {/* Sticky, and scrolling on its own: the preview stays in view while the form is typed in. */}
          <section
            aria-label={m.previewTab}
            // A scrolling region must be reachable by keyboard (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="sticky top-3 max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {previewPane}
          </section>
        </div>
      ) : (
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList>
            <TabsTrigger value="form">{m.formTab}</TabsTrigger>
            <TabsTrigger value="preview">{m.previewTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="form">{formPane}</TabsContent>
          <TabsContent value="preview">{previewPane}</TabsContent>
        </Tabs>
      )}
      <span role="status" className="sr-only">
        {pdf.isPreparing ? m.preparingPdfStatus : ''}
      </span>
      <PremiumLockDialog open={isLockOpen} onOpenChange={setIsLockOpen} />
    </div>
  )
}
