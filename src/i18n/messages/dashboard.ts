import { isHindi } from '../locale'
import hi from './dashboard.hi'

/** The signed-in area's frame: sidebar, phone bar, account box, demo banner. */
export const en = {
  sidebar: 'Sidebar',
  dashboardNav: 'Dashboard',
  openNavigation: 'Open navigation',
  navigation: 'Navigation',
  menu: 'Menu',
  support: 'Support',
  signOut: 'Sign Out',
  demoAccount: 'Demo account',
  demoWarning: "You are using a shared demo account. Don't enter any personal information.",
  items: {
    overview: 'Overview',
    chat: 'Chat with AI',
    documents: 'My Documents',
    advocates: 'Find Advocates',
    forum: 'Community Forum',
    messages: 'Messages',
    profile: 'My Profile',
    forumQueries: 'Forum Queries',
    resources: 'Resources',
    settings: 'Settings',
    helpAndSupport: 'Help & Support',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
