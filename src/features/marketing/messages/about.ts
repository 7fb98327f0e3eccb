import { isHindi } from '@/i18n/locale'
import hi from './about.hi'

/** The about page: mission, impact, team and the closing call to action. */
export const en = {
  pageTitle: 'About us',
  eyebrow: 'About LexSetu',
  title: 'Bringing legal help within everyone’s reach',
  description:
    'LexSetu helps people across India understand their legal rights, prepare the documents they need and find the right advocate.',
  mission: {
    eyebrow: 'Why we exist',
    title: 'Our mission',
    statement:
      'Our mission is to make legal help in India understandable, affordable and within reach of everyone — whether you live in a metro or a small town.',
    body: 'Setu means “bridge”. Too many people face a notice, a dispute or an arrest without knowing their rights or where to start. LexSetu bridges that gap: clear information grounded in Indian law, documents you can prepare yourself, and verified advocates when you need one.',
    impactTitle: 'Our impact in numbers',
    stats: {
      usersHelped: 'Users helped',
      verifiedAdvocates: 'Verified advocates',
      documentsGenerated: 'Documents generated',
      queriesAnswered: 'Legal queries answered',
    },
  },
  impact: {
    eyebrow: 'Impact',
    title: 'Stories of impact',
    description: 'What changes when legal information is clear and help is easy to find.',
    cardHeading: 'Impact',
    stories: [
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
    ],
  },
  team: {
    eyebrow: 'Our team',
    title: 'Meet the founders',
    description: 'A small team that believes legal help should not depend on who you know.',
    founders: [
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
    ],
  },
  cta: {
    title: 'Join us in making legal help accessible',
    description: 'Create a free account to get started, or tell us how we can help.',
    getStarted: 'Get Started',
    contactUs: 'Contact Us',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
