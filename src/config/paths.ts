/** Every URL of the product, in one place. Components never spell a path by hand. */
export const paths = {
  home: '/',
  about: '/about',
  auth: '/auth',
  authCallback: '/auth/callback',
  /** Asks for a reset link by e-mail. */
  forgotPassword: '/auth/forgot-password',
  /** Where a reset link's session chooses its new password. */
  newPassword: '/auth/new-password',
  pricing: '/pricing',
  privacyPolicy: '/privacy-policy',
  termsOfUse: '/terms-of-use',
  contact: '/contact',
  servicesAnchor: '/#services',

  chatbot: '/chatbot',
  chat: (id: string) => `/chatbot?id=${encodeURIComponent(id)}`,
  documents: '/documents',
  document: (id: string) => `/documents/${encodeURIComponent(id)}`,
  /** The unsaved editor of a template (?template=…&title=…): the free plan's way to fill one in. */
  newDocument: '/documents/new',
  advocates: '/advocates',
  advocate: (id: string) => `/advocates/${encodeURIComponent(id)}`,
  forum: '/forum',
  /** 'My questions': the threads the user started or replied to. */
  forumMine: '/forum?view=mine',
  forumNew: '/forum/new',
  forumThread: (id: string) => `/forum/${encodeURIComponent(id)}`,

  dashboard: '/dashboard',
  settings: '/dashboard/settings',
  dashboardSupport: '/dashboard/support',
  profile: '/dashboard/profile',
  messages: '/dashboard/messages',
  message: (id: string) => `/dashboard/messages/${encodeURIComponent(id)}`,
  resources: '/dashboard/resources',

  help: '/help',
  support: '/support',
  careers: '/careers',
  blog: '/blog',
  press: '/press',
  docs: '/docs',
  successStories: '/success-stories',
  legalDictionary: '/legal-dictionary',
  guides: '/guides',
  guide: (slug: string) => `/guides/${encodeURIComponent(slug)}`,
} as const

/** LexSetu's public profiles on social networks (opened in a new tab from the footer). */
export const socialProfiles = {
  x: 'https://x.com/lexsetu',
  linkedIn: 'https://www.linkedin.com/company/lexsetu',
  facebook: 'https://www.facebook.com/lexsetu',
  instagram: 'https://www.instagram.com/lexsetu',
} as const
