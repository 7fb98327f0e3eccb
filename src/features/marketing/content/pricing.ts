import { FREE_PLAN_PRICE_INR, PREMIUM_PLAN_PRICE_INR, type Plan } from '@/config/constants'

export type PricingPlan = {
  id: Plan
  name: string
  description: string
  priceInr: number
  features: readonly string[]
}

type Faq = { question: string; answer: string }

export const PLANS: readonly PricingPlan[] = [
  {
    id: 'free',
    name: 'Free',
    description: 'Perfect for getting started',
    priceInr: FREE_PLAN_PRICE_INR,
    features: [
      'AI legal chat assistant, available 24/7',
      'Guidance grounded in Indian law, from the Constitution to the criminal codes',
      'Export your chats as PDF',
      'Community forum: ask, answer and upvote',
      'Browse questions by legal category',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    description: 'For comprehensive legal support',
    priceInr: PREMIUM_PLAN_PRICE_INR,
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
]

export const UPGRADE_NOTE =
  'Online payment is not available yet. Request the upgrade and our team will contact you to switch your account to Premium.'

export const PRICING_FAQS: readonly Faq[] = [
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
]
