import { Badge } from '@/components/ui/badge'

/** Marks example rows (docs/PRODUCT.md §3, sample data): nobody takes them for their records. */
export function SampleDataBadge() {
  return (
    <Badge variant="muted">
      Sample data
      <span className="sr-only">: examples, not your records</span>
    </Badge>
  )
}
