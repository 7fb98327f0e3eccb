import { Card } from '@/components/ui/card'
import { CONTACT_CHANNELS } from '@/features/marketing/content/contact'
import { IconTile } from './icon-tile'

export function ContactChannels() {
  return (
    <ul className="grid gap-4 md:grid-cols-3 lg:grid-cols-1">
      {CONTACT_CHANNELS.map((channel) => (
        <li key={channel.title}>
          <Card className="flex h-full gap-4 p-5 md:flex-col lg:flex-row">
            <IconTile icon={channel.icon} />
            <div className="min-w-0">
              <h2 className="font-semibold">{channel.title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{channel.description}</p>
              {channel.href ? (
                <a
                  href={channel.href}
                  className="mt-2 inline-block break-words font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  {channel.detail}
                </a>
              ) : (
                <p className="mt-2 font-medium">{channel.detail}</p>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
