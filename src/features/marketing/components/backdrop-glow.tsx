import { cn } from '@/lib/utils'

/** A soft primary-coloured glow behind a section; the parent needs `relative isolate`. */
export function BackdropGlow({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,hsl(var(--primary)/0.09),transparent_65%)] dark:bg-[radial-gradient(ellipse_at_top,hsl(var(--primary)/0.18),transparent_65%)]',
        className,
      )}
    />
  )
}
