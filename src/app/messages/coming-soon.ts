import { isHindi } from '@/i18n/locale'
import hi from './coming-soon.hi'

/** The page for a linked screen that is not built yet. */
export const en = {
  pageTitle: 'Coming soon',
  headings: {
    careers: 'Careers at LexSetu are coming soon',
    blog: 'The LexSetu blog is coming soon',
    press: 'The press room is coming soon',
    docs: 'The documentation is coming soon',
    successStories: 'Success stories are coming soon',
    dashboardSupport: 'Help & support is coming soon',
    resources: 'Resources are coming soon',
  },
  body: "LexSetu is being built in the open, one section at a time. This part isn't ready yet, and we'd rather say so than show you something that doesn't work.",
  backToDashboard: 'Back to your dashboard',
  backToHome: 'Back to the home page',
  contactUs: 'Contact us',
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
