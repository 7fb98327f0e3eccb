import { isHindi } from '@/i18n/locale'
import hi from './pricing.hi'

/** The pricing page: the two plans, their buttons and the FAQ. */
export const en = {
  pageTitle: 'Pricing',
  eyebrow: 'Pricing',
  title: 'Simple, honest pricing',
  description:
    'Start free. Upgrade when you need legal documents, an advocate or priority support. All prices are in Indian rupees.',
  plansLabel: 'Plans',
  questions: 'Questions about plans or billing?',
  contactUs: 'Contact us',
  card: {
    currentPlan: 'Current Plan',
    perMonth: '/month',
    included: 'What’s included',
  },
  action: {
    signUpToUpgrade: 'Sign Up to Upgrade',
    getStartedFree: 'Get Started Free',
    onThisPlan: 'You’re on this plan',
    contactToChange: 'Contact Us to Change Plan',
  },
  free: {
    name: 'Free',
    description: 'Perfect for getting started',
    features: [
      'AI legal chat assistant, available 24/7',
      'Guidance grounded in Indian law, from the Constitution to the criminal codes',
      'Export your chats as PDF',
      'Community forum: ask, answer and upvote',
      'Browse questions by legal category',
    ],
  },
  premium: {
    name: 'Premium',
    description: 'For comprehensive legal support',
    features: [
      'Everything in Free',
      'Document generator: affidavit, rent agreement, bail application',
      'Real-time preview, saved drafts and PDF download',
      'Premium document templates',
      'Advocate matching by expertise, language and location',
      'Secure in-app messaging with advocates',
      'Priority support',
    ],
  },
  upgradeNote:
    'Online payment is not available yet. Request the upgrade and our team will contact you to switch your account to Premium.',
  faqTitle: 'Frequently asked questions',
  faqs: [
    {
      question: 'Is the Free plan really free?',
      answer:
        'Yes. The AI legal assistant and the community forum are free to use, with no card details needed.',
    },
    {
      question: 'How do I upgrade to Premium?',
      answer:
        'Create a free account, then choose Upgrade to Premium. Online payment is not available yet: our team contacts you, confirms the billing details and upgrades your account.',
    },
    {
      question: 'Does LexSetu replace an advocate?',
      answer:
        'No. The assistant gives general legal information, not legal advice. For advice on your specific situation, consult a qualified advocate — our directory helps you find one.',
    },
    {
      question: 'Can I change or cancel my plan later?',
      answer: 'Yes. Contact us at any time and we will change or cancel your plan.',
    },
  ],
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
