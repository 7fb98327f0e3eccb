import { paths } from '@/config/paths'
import { m } from '../messages/help'

/** Which plan a feature is part of: all of it, or part of it on Free (docs/PRODUCT.md §2). */
type HelpTopic = {
  id: string
  title: string
  /** Free, Free and Premium, Premium, or no account needed (in this language). */
  plan: string
  /** How it works, a paragraph each. */
  body: readonly string[]
  link: { label: string; href: string }
}

/** How each feature works, in the words of docs/PRODUCT.md §1–§2. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'assistant',
    title: m.topics.assistant.title,
    plan: m.plans.free,
    body: m.topics.assistant.body,
    link: { label: m.topics.assistant.link, href: paths.chatbot.getHref() },
  },
  {
    id: 'guides',
    title: m.topics.guides.title,
    plan: m.plans.noAccount,
    body: m.topics.guides.body,
    link: { label: m.topics.guides.link, href: paths.guides.getHref() },
  },
  {
    id: 'forum',
    title: m.topics.forum.title,
    plan: m.plans.free,
    body: m.topics.forum.body,
    link: { label: m.topics.forum.link, href: paths.forum.getHref() },
  },
  {
    id: 'documents',
    title: m.topics.documents.title,
    plan: m.plans.freeAndPremium,
    body: m.topics.documents.body,
    link: { label: m.topics.documents.link, href: paths.documents.getHref() },
  },
  {
    id: 'advocates',
    title: m.topics.advocates.title,
    plan: m.plans.freeAndPremium,
    body: m.topics.advocates.body,
    link: { label: m.topics.advocates.link, href: paths.advocates.getHref() },
  },
]

/**
 * The free / premium line of docs/PRODUCT.md §2 'Pricing', in a sentence a plan. Prices come from
 * src/config/constants.ts; the pricing page's own lists stay there (importing them here would make
 * them a chunk of their own, one more request for /pricing).
 */
export const PLAN_HELP = m.planHelp
