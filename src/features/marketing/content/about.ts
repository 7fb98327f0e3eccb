import { IMPACT_NUMBERS } from '@/config/constants'

type ImpactStat = { value: string; label: string }

export type ImpactStory = {
  title: string
  description: string
  impact: readonly string[]
}

export type Founder = { name: string; role: string; description: string }

export const MISSION = {
  statement:
    'Our mission is to make legal help in India understandable, affordable and within reach of everyone — whether you live in a metro or a small town.',
  body: 'Setu means “bridge”. Too many people face a notice, a dispute or an arrest without knowing their rights or where to start. LexSetu bridges that gap: clear information grounded in Indian law, documents you can prepare yourself, and verified advocates when you need one.',
} as const

export const IMPACT_STATS: readonly ImpactStat[] = [
  { value: IMPACT_NUMBERS.usersHelped, label: 'Users helped' },
  { value: IMPACT_NUMBERS.verifiedAdvocates, label: 'Verified advocates' },
  { value: IMPACT_NUMBERS.documentsGenerated, label: 'Documents generated' },
  { value: IMPACT_NUMBERS.queriesAnswered, label: 'Legal queries answered' },
]

export const IMPACT_STORIES: readonly ImpactStory[] = [
  {
    title: 'Tenants who know their rights',
    description:
      'Renters moving to a new city used LexSetu to understand their rent agreements before signing, and to respond calmly when disputes about deposits came up.',
    impact: [
      'Clauses explained in plain language',
      'Fair, balanced rent agreement drafts',
      'Disputes resolved without going to court',
    ],
  },
  {
    title: 'Families facing an arrest',
    description:
      'When a family member is arrested, every hour counts. Families used the assistant to understand the bail process and found an advocate nearby the same day.',
    impact: [
      'The bail process explained step by step',
      'Faster connection to criminal law advocates',
      'Less confusion at a stressful time',
    ],
  },
  {
    title: 'Answers for first-time questions',
    description:
      'Students, workers and small business owners asked questions they had never asked anyone before — about wages, consumer complaints and property.',
    impact: [
      'Community answers from verified advocates',
      'Legal awareness beyond big cities',
      'Confidence to take the next step',
    ],
  },
]

/** Founder profiles are placeholders until the team page is written with the founders. */
export const FOUNDERS: readonly Founder[] = [
  {
    name: 'Aditi Kulkarni',
    role: 'Co-founder & CEO',
    description:
      'Aditi saw her family spend years on a property dispute they barely understood. She leads product and partnerships with advocates across India.',
  },
  {
    name: 'Rohan Iyer',
    role: 'Co-founder & CTO',
    description:
      'Rohan builds the technology behind LexSetu, with a focus on privacy and on keeping the assistant clear about what it does and does not know.',
  },
]
