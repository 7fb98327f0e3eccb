import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import './document-preview.css'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m } from '@/features/documents/messages/editor'

type EditorHeaderProps = {
  title: string
  /** The status, the template and the save indicator. */
  meta: ReactNode
  actions: ReactNode
}

/**
 * The editor's top, kept short so the form starts on the first screen: the way back, the title
 * with where it stands, and the actions (one row that scrolls sideways on a phone).
 */
export function EditorHeader({ title, meta, actions }: EditorHeaderProps) {
  return (
    <header className="grid gap-2">
      <Button asChild variant="link" size="inline" className="justify-self-start">
        <Link to={paths.documents.getHref()}>
          <ArrowLeft aria-hidden="true" />
          {m.allDocuments}
        </Link>
      </Button>
      <div className="grid gap-1">
        <h1 className="break-words text-xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {meta}
        </div>
      </div>
      <div className="editor-scroll-row">{actions}</div>
    </header>
  )
}
