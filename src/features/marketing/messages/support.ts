import { isHindi } from '@/i18n/locale'
import hi from './support.hi'

/**
 * The support page: how to reach the team, and what we can and cannot help with. A sentence with
 * links is cut around them: `before`, the link, `after` (the Hindi puts its words in its own order).
 */
export const en = {
  pageTitle: 'Support',
  pageDescription:
    'How to reach the LexSetu team by e-mail, phone or live chat, and where to turn with a legal question.',
  eyebrow: 'Support',
  title: 'Get support',
  description:
    'Reach the LexSetu team about your account, a plan, a document or anything that does not work as it should.',
  waysToReach: 'Ways to reach us',
  write: {
    title: 'Write to us',
    before: 'The quickest way is the ',
    contactForm: 'contact form',
    after:
      ': tell us the e-mail of your account and what happened, and we reply by e-mail. Please don’t include sensitive case details.',
    grievanceBefore: 'A complaint about LexSetu goes to our Grievance Officer at ',
    grievanceAfter: '.',
  },
  law: {
    title: 'Questions about the law',
    before: 'Our team cannot give legal advice. Ask the ',
    assistant: 'AI legal assistant',
    afterAssistant: ', read the ',
    guides: 'legal guides',
    afterGuides: ' or ',
    advocate: 'find an advocate',
    after: '. Free legal aid: the NALSA helpline 15100. If you are in danger, call 112.',
  },
  before: {
    title: 'Before you write',
    before: 'The ',
    helpCenter: 'Help Center',
    afterHelp:
      ' explains how each feature works and what Free and Premium include. To change or cancel a plan, see ',
    pricing: 'Pricing',
    after: ' or write to us.',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
