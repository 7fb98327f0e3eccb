import { isHindi } from '../locale'
import hi from './shell.hi'

/** The shell every page shares: header, menus, footer, the theme and language switches. */
export const en = {
  siteTitle: 'LexSetu · Legal help for India',
  defaultDescription:
    'LexSetu helps people in India with legal matters: an AI legal assistant, document drafting, verified advocates and a community forum.',
  noscript: 'LexSetu needs JavaScript to run. Please enable it and reload the page.',
  loading: 'Loading',
  closeNotification: 'Close notification',
  skipToContent: 'Skip to content',
  mainNav: 'Main',
  mainMenu: 'Main menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  tryNow: 'Try Now',
  nav: { home: 'Home', about: 'About', pricing: 'Pricing', contact: 'Contact' },
  userMenu: {
    user: 'User',
    client: 'Client',
    advocate: 'Advocate',
    open: 'Open user menu',
    yourAccount: 'Your account',
    dashboard: 'Dashboard',
    settings: 'Settings',
    help: 'Help & Documentation',
    support: 'Support',
    signOut: 'Sign out',
  },
  theme: {
    label: 'Theme',
    change: 'Change theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  language: {
    /** The switch names the other language in that language. */
    switchTo: 'हिन्दी',
  },
  footer: {
    about:
      'Legal help for everyone in India: an AI legal assistant, document drafting, verified advocates and a community forum.',
    platform: 'Platform',
    company: 'Company',
    resources: 'Resources',
    assistant: 'AI Legal Assistant',
    documents: 'Document Generator',
    advocates: 'Find Advocates',
    forum: 'Community Forum',
    pricing: 'Pricing',
    aboutUs: 'About Us',
    careers: 'Careers',
    blog: 'Blog',
    press: 'Press',
    contact: 'Contact',
    helpCenter: 'Help Center',
    documentation: 'Documentation',
    successStories: 'Success Stories',
    dictionary: 'Legal Dictionary',
    guides: 'Legal Guides',
    legal: 'Legal',
    termsOfUse: 'Terms of Use',
    privacyPolicy: 'Privacy Policy',
    rights: (year: number) => `© ${year} LexSetu. All rights reserved.`,
    disclaimer:
      'LexSetu provides legal information, not legal advice. For advice on your own situation, consult a qualified advocate.',
    social: 'LexSetu on social media',
    socialLink: (network: string) => `LexSetu on ${network} (opens in a new tab)`,
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
