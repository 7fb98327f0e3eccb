/**
 * Every route of the product, in one place (docs/PRODUCT.md §2): the pattern the router matches
 * (`path`) and how a link to it is built (`getHref`). Components never spell a URL by hand.
 */

/** A route whose link is its path. */
const page = (path: string) => ({ path, getHref: () => path })

/** A route with one parameter, such as '/forum/:threadId': its link puts the value in its place. */
const withParam = (path: string) => ({
  path,
  getHref: (value: string) => path.replace(/:\w+/, () => encodeURIComponent(value)),
})

/** `path`, with `?name=value` when there is a value. */
const withQuery = (path: string, name: string, value?: string) =>
  value ? `${path}?${name}=${encodeURIComponent(value)}` : path

export const paths = {
  home: page('/'),
  about: page('/about'),
  auth: {
    path: '/auth',
    /** `redirectTo`: the page to land on after signing in (as RequireAuth sends a visitor). */
    getHref: (redirectTo?: string) => withQuery('/auth', 'redirectTo', redirectTo),
  },
  authCallback: {
    path: '/auth/callback',
    /** Why a mailed link returns here: it decides what the callback says next. */
    getHref: (flow: 'recovery' | 'signup') => withQuery('/auth/callback', 'flow', flow),
  },
  /** Asks for a reset link by e-mail. */
  forgotPassword: page('/auth/forgot-password'),
  /** Where a reset link's session chooses its new password. */
  newPassword: page('/auth/new-password'),
  pricing: page('/pricing'),
  privacyPolicy: page('/privacy-policy'),
  termsOfUse: page('/terms-of-use'),
  contact: page('/contact'),

  chatbot: {
    path: '/chatbot',
    /** A new chat, or with `chatId` an existing one. */
    getHref: (chatId?: string) => withQuery('/chatbot', 'id', chatId),
  },
  documents: page('/documents'),
  /** The unsaved editor of a template: the free plan's way to fill one in. */
  newDocument: {
    path: '/documents/new',
    getHref: (template: string, title: string) =>
      `/documents/new?${new URLSearchParams({ template, title })}`,
  },
  document: withParam('/documents/:documentId'),
  advocates: {
    path: '/advocates',
    /** `filters`: the directory's search (?q=&area=…), e.g. `{ area: 'Family Law' }`. */
    getHref: (filters?: string | Record<string, string>) => {
      const search = new URLSearchParams(filters).toString()
      return search ? `/advocates?${search}` : '/advocates'
    },
  },
  advocate: withParam('/advocates/:advocateId'),
  forum: {
    path: '/forum',
    /** `'mine'`: 'My questions', the threads the user started or replied to. */
    getHref: (view?: 'mine') => withQuery('/forum', 'view', view),
  },
  forumNew: page('/forum/new'),
  forumThread: withParam('/forum/:threadId'),

  dashboard: page('/dashboard'),
  settings: page('/dashboard/settings'),
  dashboardSupport: page('/dashboard/support'),
  profile: page('/dashboard/profile'),
  messages: page('/dashboard/messages'),
  message: withParam('/dashboard/messages/:messageId'),
  resources: page('/dashboard/resources'),

  help: page('/help'),
  support: page('/support'),
  careers: page('/careers'),
  blog: page('/blog'),
  press: page('/press'),
  docs: page('/docs'),
  successStories: page('/success-stories'),
  legalDictionary: page('/legal-dictionary'),
  guides: page('/guides'),
  guide: withParam('/guides/:slug'),
} as const

/** LexSetu's public profiles on social networks (opened in a new tab from the footer). */
export const socialProfiles = {
  x: 'https://x.com/lexsetu',
  linkedIn: 'https://www.linkedin.com/company/lexsetu',
  facebook: 'https://www.facebook.com/lexsetu',
  instagram: 'https://www.instagram.com/lexsetu',
} as const
