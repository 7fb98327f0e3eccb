import { plural } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './dashboard-home.hi'

/** /dashboard: the client's and the advocate's overview pages and their panels. */
export const en = {
  pageTitle: 'Dashboard',
  client: {
    /** The name, or 'there' without one. */
    welcomeBack: (name: string | undefined) => `Welcome back, ${name || 'there'}!`,
    intro: 'Pick up where you left off, or start something new.',
    yourTools: 'Your tools',
    open: 'Open',
    locked: 'Locked',
    premiumFeature: 'Premium Feature',
    upgradeToUse: (tool: string) => `Upgrade to Premium to use ${tool}.`,
    tools: {
      chat: {
        title: 'Legal Chat',
        description: 'Ask the AI legal assistant about Indian law, any time of day.',
      },
      documents: {
        title: 'Documents',
        description: 'Draft affidavits, rent agreements and bail applications.',
      },
      advocates: {
        title: 'Advocates',
        description: 'Find a verified advocate by expertise, language and location.',
      },
      forum: {
        title: 'Forum',
        description: 'Ask the community and read answers from advocates.',
      },
    },
    upsell: {
      title: 'Upgrade to Premium',
      before: 'Unlock the document generator, advocate matching and priority support for ',
      price: (price: string) => `${price}/month`,
      after: '.',
      upgrade: 'Upgrade',
    },
    documents: {
      title: 'Recent Documents',
      what: 'your recent documents',
      emptyTitle: 'No documents yet',
      emptyDescription:
        'Affidavits, rent agreements and bail applications you draft will appear here.',
      create: 'Create a document',
      unlock: 'Unlock the document generator',
      view: 'View',
    },
    chats: {
      title: 'Recent Chats',
      what: 'your recent chats',
      emptyTitle: 'No chats yet',
      emptyDescription: 'Ask the legal assistant a question; your conversations will appear here.',
      start: 'Start a chat',
      continue: 'Continue',
      messages: (count: number) => plural(count, { one: '# message', other: '# messages' }),
    },
  },
  advocate: {
    welcome: 'Welcome, Advocate',
    intro: 'Your practice on LexSetu at a glance.',
    stats: {
      title: 'Your activity',
      clientMessages: 'Client Messages',
      profileViews: 'Profile Views',
      consultations: 'Consultations',
      forumReplies: 'Forum Replies',
      notAvailable: 'Not available',
      loading: 'Loading…',
      statsError: "We couldn't load your activity figures.",
      repliesError: "We couldn't load your forum replies.",
    },
    messages: {
      title: 'Incoming Messages',
      what: 'your messages',
      viewAll: 'View all',
      viewAllHidden: 'messages',
      emptyTitle: 'No messages yet',
      emptyDescription:
        'When clients write to you, their messages arrive here. A complete profile helps them find you.',
      reviewProfile: 'Review your profile',
      respond: 'Respond',
      respondTo: (client: string) => `to ${client}`,
    },
    profile: {
      title: 'Profile Status',
      what: 'your profile status',
      complete: 'Complete Profile',
    },
    forum: {
      title: 'Forum Queries',
      what: 'the forum queries',
      open: 'Open the forum',
      emptyTitle: 'No open questions right now',
      emptyDescription:
        "New questions from the community that need an advocate's answer will appear here.",
      browse: 'Browse the forum',
      tags: 'Tags',
      replies: (count: number) =>
        count === 0 ? 'No replies yet' : plural(count, { one: '# Reply', other: '# Replies' }),
    },
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
