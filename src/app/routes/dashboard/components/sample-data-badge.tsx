import { Badge } from '@/components/ui/badge'

/** Marks rows that are examples (SPEC §3 sample data), so nobody takes them for their records. */
export function SampleDataBadge() {
  return (
    <Badge variant="muted">
      Sample data
      <span className="sr-only">: examples, not your records</span>
    </Badge>
  )
}
