import { useId } from 'react'

type FilterBoxProps = {
  label: string
  value: string
  onChange: (value: string) => void
  /** What the list shows now, read out politely as it changes: '12 terms'. */
  status: string
}

/** A client-side filter over a list already on the page, with its count announced. */
export function FilterBox({ label, value, onChange, status }: FilterBoxProps) {
  const id = useId()
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        className="h-10 w-full max-w-md rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
      />
      <p role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
    </div>
  )
}
