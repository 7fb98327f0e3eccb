import { FileQuestion } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { m } from '@/features/documents/messages/editor'

/** An id that is not one of the user's documents, a template that does not exist, or a deletion. */
export function DocumentNotFound({
  title = m.notFoundTitle,
  text = m.notFoundText,
}: {
  title?: string
  text?: string
}) {
  return (
    <div className="mx-auto grid max-w-3xl justify-items-center gap-3 rounded-lg border border-dashed px-4 py-12 text-center">
      <FileQuestion aria-hidden="true" className="size-8 text-muted-foreground" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="max-w-xs text-sm text-muted-foreground">{text}</p>
      <Button asChild>
        <Link to={paths.documents.getHref()}>{m.allDocuments}</Link>
      </Button>
    </div>
  )
}

/** Grey shapes of the editor while the document loads. */
export function EditorSkeleton() {
  return (
    <div role="status" className="mx-auto grid max-w-6xl gap-4">
      <span className="sr-only">{m.documentLoading}</span>
      {['h-10 w-2/3', 'h-6 w-1/2', 'h-64'].map((shape, index) => (
        <div
          key={index}
          aria-hidden="true"
          className={`${shape} animate-pulse rounded-md bg-muted`}
        />
      ))}
    </div>
  )
}
