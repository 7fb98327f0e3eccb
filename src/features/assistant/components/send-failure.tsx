import { ErrorBox } from '@/components/ui/error-box'

/** A question that was not sent: the server's reason and a way to send it again. */
export function SendFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ErrorBox
      title="Not sent."
      detail={
        <>
          {message}{' '}
          <span className="text-muted-foreground">Your question is back in the box below.</span>
        </>
      }
      onRetry={onRetry}
      retryLabel="Retry"
    />
  )
}
