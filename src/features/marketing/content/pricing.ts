import { FREE_PLAN_PRICE_INR, PREMIUM_PLAN_PRICE_INR, type Plan } from '@/config/constants'
import { m } from '../messages/pricing'

export type PricingPlan = {
  id: Plan
  name: string
  description: string
  priceInr: number
  features: readonly string[]
}

type Faq = { question: string; answer: string }

export const PLANS: readonly PricingPlan[] = [
  { id: 'free', ...m.free, priceInr: FREE_PLAN_PRICE_INR },
  { id: 'premium', ...m.premium, priceInr: PREMIUM_PLAN_PRICE_INR },
]

export const UPGRADE_NOTE = m.upgradeNote

export const PRICING_FAQS: readonly Faq[] = m.faqs
