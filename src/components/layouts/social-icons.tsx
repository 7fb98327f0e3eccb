import type { ComponentProps } from 'react'

/** Brand glyphs as simple stroked SVGs (lucide no longer ships brand icons). Always decorative. */
export type SocialIcon = (props: ComponentProps<'svg'>) => React.JSX.Element

function IconFrame({ children, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export function XIcon(props: ComponentProps<'svg'>) {
  return (
    <IconFrame {...props}>
      <path d="M4 4l11.733 16h4.267l-11.733 -16z" />
      <path d="M4 20l6.768 -6.768m2.46 -2.46l6.772 -6.772" />
    </IconFrame>
  )
}

export function LinkedInIcon(props: ComponentProps<'svg'>) {
  return (
    <IconFrame {...props}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </IconFrame>
  )
}

export function FacebookIcon(props: ComponentProps<'svg'>) {
  return (
    <IconFrame {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </IconFrame>
  )
}

export function InstagramIcon(props: ComponentProps<'svg'>) {
  return (
    <IconFrame {...props}>
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.5 6.5h.01" />
    </IconFrame>
  )
}
