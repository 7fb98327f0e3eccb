import { Fragment, useMemo } from 'react'
import { Link } from 'react-router'
import { parseMarkdown, type Block, type Inline, type Lines } from '../utils/markdown'
import { replySections, type ReplySection } from '../utils/reply-sections'
import { ChevronRightIcon } from './icons'

/**
 * An assistant reply: the subset of markdown in utils/markdown.ts as React elements, its sections
 * in reading order for a small screen (utils/reply-sections.ts).
 */
export function Markdown({ source }: { source: string }) {
  const sections = useMemo(() => replySections(parseMarkdown(source)), [source])
  return (
    <div className="grid gap-3 break-words leading-relaxed">
      {sections.map((section, index) =>
        section.folded ? (
          <FoldedSection key={index} section={section} />
        ) : (
          <Fragment key={index}>
            {section.heading && (
              <h3 className="pt-2 font-semibold">
                <InlineNodes nodes={section.heading} />
              </h3>
            )}
            <Blocks blocks={section.blocks} />
          </Fragment>
        ),
      )}
    </div>
  )
}

/**
 * A section folded under its title: a native <details>, so Enter, Space and a tap open it and
 * screen readers hear it as a collapsed button.
 */
function FoldedSection({ section }: { section: ReplySection }) {
  return (
    <details className="group">
      <summary className="-mx-1 flex cursor-pointer list-none items-center gap-1 rounded-md px-1 py-1 font-semibold hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
        <ChevronRightIcon className="size-4 shrink-0 transition-transform group-open:rotate-90" />
        <InlineNodes nodes={section.heading ?? []} />
      </summary>
      <div className="grid gap-3 pt-2">
        <Blocks blocks={section.blocks} />
      </div>
    </details>
  )
}

function Blocks({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => <MarkdownBlock key={index} block={block} />)
}

function MarkdownBlock({ block }: { block: Block }) {
  if (block.type === 'heading') {
    return (
      <h3 className="pt-2 font-semibold">
        <InlineNodes nodes={block.content} />
      </h3>
    )
  }
  if (block.type === 'paragraph') {
    return (
      <p>
        <LineNodes lines={block.lines} />
      </p>
    )
  }
  const items = block.items.map((lines, index) => (
    <li key={index}>
      <LineNodes lines={lines} />
    </li>
  ))
  return block.ordered ? (
    <ol start={block.start} className="grid list-decimal gap-1.5 pl-6 marker:text-muted-foreground">
      {items}
    </ol>
  ) : (
    <ul className="grid list-disc gap-1.5 pl-5 marker:text-muted-foreground">{items}</ul>
  )
}

function LineNodes({ lines }: { lines: Lines }) {
  return lines.map((nodes, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      <InlineNodes nodes={nodes} />
    </Fragment>
  ))
}

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>
      case 'strong':
        return (
          <strong key={index} className="font-semibold">
            <InlineNodes nodes={node.children} />
          </strong>
        )
      case 'em':
        return (
          <em key={index}>
            <InlineNodes nodes={node.children} />
          </em>
        )
      case 'link':
        return (
          <Link
            key={index}
            to={node.href}
            className="font-medium text-primary underline underline-offset-4 hover:text-primary/80"
          >
            <InlineNodes nodes={node.children} />
          </Link>
        )
    }
  })
}
