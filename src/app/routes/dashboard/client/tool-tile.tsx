import { ArrowRight, Lock } from 'lucide-react'
import { useId } from 'react'
import { Link } from 'react-router'
import type { ClientTool } from './client-tools'
import { m } from '@/app/messages/dashboard-home'

const TILE = 'flex h-full flex-col gap-3 rounded-lg border p-5'

function ToolIcon({ tool }: { tool: ClientTool }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary ring-1 ring-inset ring-primary/20"
    >
      <tool.icon className="size-5" />
    </span>
  )
}

/** An open tool: the whole tile is one link. */
function OpenToolTile({ tool }: { tool: ClientTool }) {
  return (
    <Link
      to={tool.href}
      className={`${TILE} group bg-card shadow-sm transition-colors hover:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background`}
    >
      <ToolIcon tool={tool} />
      <h3 className="font-semibold">{tool.title}</h3>
      <p className="text-sm text-muted-foreground">{tool.description}</p>
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-primary"
      >
        {m.client.open}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
      </span>
    </Link>
  )
}

/** A premium tool on the free plan: visible, marked, explained, and not clickable. */
function LockedToolTile({ tool }: { tool: ClientTool }) {
  const titleId = useId()
  const reasonId = useId()
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      aria-describedby={reasonId}
      aria-disabled="true"
      className={`${TILE} cursor-not-allowed border-dashed bg-muted/40`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ToolIcon tool={tool} />
        <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border bg-background px-2 py-0.5 text-xs font-semibold">
          <span role="img" aria-label={m.client.locked} className="inline-flex">
            <Lock aria-hidden="true" className="size-3.5" />
          </span>
          {m.client.premiumFeature}
        </span>
      </div>
      <h3 id={titleId} className="font-semibold">
        {tool.title}
      </h3>
      <p className="text-sm text-muted-foreground">{tool.description}</p>
      <p id={reasonId} className="mt-auto text-sm font-medium">
        {m.client.upgradeToUse(tool.title)}
      </p>
    </div>
  )
}

export function ToolTile({ tool, isLocked }: { tool: ClientTool; isLocked: boolean }) {
  return isLocked ? <LockedToolTile tool={tool} /> : <OpenToolTile tool={tool} />
}
