import type { LucideIcon } from 'lucide-react'
import { BadgeCheck, Bot, FileText, MessagesSquare } from 'lucide-react'
import { paths } from '@/config/paths'

type Feature = {
  title: string
  description: string
  icon: LucideIcon
}

export type Service = Feature & {
  /** Where the card leads a signed-in user; visitors go to sign-up instead. */
  href: string
  highlights: readonly string[]
  /** The plan that unlocks the service (docs/PRODUCT.md §6). */
  plan: 'Free' | 'Premium'
}

export type Testimonial = {
  name: string
  location: string
  /** 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5
  quote: string
  service: string
}

export const HERO = {
  eyebrow: 'Legal help for India',
  title: 'Legal help for every Indian, in plain language',
  description:
    'Understand your rights, prepare legal documents and connect with verified advocates — all in one place. LexSetu is your bridge to the Indian legal system.',
  assurances: ['Grounded in Indian law', 'Verified advocates', 'Free plan available'],
} as const

export const FEATURES: readonly Feature[] = [
  {
    title: 'AI legal assistant',
    description:
      'Plain-language guidance grounded in Indian law — the Constitution, and the BNS and BNSS that replaced the IPC and CrPC in 2024. Available 24/7, and you can export any chat as a PDF.',
    icon: Bot,
  },
  {
    title: 'Document generator',
    description:
      'Draft an affidavit, a rent agreement or a bail application step by step, with a live preview and PDF download.',
    icon: FileText,
  },
  {
    title: 'Verified advocates',
    description:
      'Find advocates by expertise, language and location, and read detailed profiles before you reach out.',
    icon: BadgeCheck,
  },
  {
    title: 'Community forum',
    description:
      'Ask questions, learn from others in similar situations and get answers from advocates.',
    icon: MessagesSquare,
  },
]

export const SERVICES: readonly Service[] = [
  {
    title: 'Legal Chat Assistant',
    description: 'Understand where you stand before you take the next step.',
    icon: Bot,
    href: paths.chatbot.getHref(),
    plan: 'Free',
    highlights: [
      'Guidance on the Constitution, BNS and BNSS (formerly IPC and CrPC)',
      'Available 24/7',
      'Export your chat history as PDF',
    ],
  },
  {
    title: 'Document Generator',
    description: 'Ready-to-edit drafts of the documents people need most.',
    icon: FileText,
    href: paths.documents.getHref(),
    plan: 'Premium',
    highlights: [
      'Affidavit, rent agreement, bail application',
      'Real-time preview and saved drafts',
      'PDF download and premium templates',
    ],
  },
  {
    title: 'Advocate Directory',
    description: 'Connect with a verified advocate who fits your case.',
    icon: BadgeCheck,
    href: paths.advocates.getHref(),
    plan: 'Premium',
    highlights: [
      'Search by expertise, language and location',
      'Secure in-app messaging',
      'Manage your consultation requests',
    ],
  },
  {
    title: 'Community Forum',
    description: 'Learn from people who have faced the same questions.',
    icon: MessagesSquare,
    href: paths.forum.getHref(),
    plan: 'Free',
    highlights: [
      'Browse threads by legal category',
      'Answers from verified advocates',
      'Upvote the most helpful responses',
    ],
  },
]

/** Illustrative stories; names and details are representative, not real clients. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Sharma',
    location: 'Jaipur, Rajasthan',
    rating: 5,
    quote:
      'I had to sign a rent agreement in a new city and had no idea what to look for. The draft was clear, and I finally understood every clause before signing.',
    service: 'Document Generator',
  },
  {
    name: 'Rahul Verma',
    location: 'Lucknow, Uttar Pradesh',
    rating: 5,
    quote:
      'When my brother was arrested, the assistant explained the bail process in words I could follow, and I found an advocate in our city the same evening.',
    service: 'Advocate Directory',
  },
  {
    name: 'Anjali Nair',
    location: 'Kochi, Kerala',
    rating: 4,
    quote:
      'The forum helped me understand my options in a consumer dispute. An advocate replied within a day and explained where and how to file my complaint.',
    service: 'Community Forum',
  },
]
