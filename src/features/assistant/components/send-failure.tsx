import { ErrorBox } from '@/components/ui/error-box'
import { m } from '../messages/assistant'
import { m as panels } from '@/i18n/messages/panels'

/** A question that was not sent: the server's reason and a way to send it again. */
export function SendFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorBox
      title={m.notSent}
      detail={
        <>
          {message} <span className="text-muted-foreground">{m.questionKept}</span>
        </>
      }
      onRetry={onRetry}
      retryLabel={panels.retry}
    />
  )
}
