/** A rule with 'Or continue with' between the demo button and the forms. */
export function OrDivider() {
  return (
    <div className="relative flex items-center" role="separator" aria-label="Or continue with">
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
      <span aria-hidden="true" className="px-3 text-xs uppercase text-muted-foreground">
        Or continue with
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-border" />
    </div>
  )
}
