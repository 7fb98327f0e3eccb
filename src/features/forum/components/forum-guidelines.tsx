import { Check } from 'lucide-react'
import { useId } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { m } from '@/features/forum/messages/list'
import { cn } from '@/lib/utils'

/** docs/PRODUCT.md §2 'Community Forum': the five guidelines, in a card. */
export function ForumGuidelines({ className }: { className?: string }) {
  const id = useId()
  return (
    <aside aria-labelledby={id} className={cn(className)}>
      <Card>
        <CardHeader>
          <h2 id={id} className="text-lg font-semibold leading-tight">
            {m.guidelines.title}
          </h2>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm">
            {m.guidelines.items.map((guideline) => (
              <li key={guideline} className="flex items-start gap-2">
                <Check
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                />
                {guideline}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </aside>
  )
}
