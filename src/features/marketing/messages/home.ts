import { isHindi } from '@/i18n/locale'
import hi from './home.hi'

/** The home page: hero, features, services, stories and the closing call to action. */
export const en = {
  pageTitle: 'Legal help for India',
  hero: {
    eyebrow: 'Legal help for India',
    title: 'Legal help for every Indian, in plain language',
    description:
      'Understand your rights, prepare legal documents and connect with verified advocates — all in one place. LexSetu is your bridge to the Indian legal system.',
    assurances: ['Grounded in Indian law', 'Verified advocates', 'Free plan available'],
    goToDashboard: 'Go to Dashboard',
    getStarted: 'Get Started',
    learnMore: 'Learn More',
    learnMoreHidden: ' about LexSetu',
  },
  features: {
    eyebrow: 'Why LexSetu',
    title: 'Everything you need for a legal matter',
    description:
      'From your first question to the right advocate, LexSetu keeps each step clear and in one place.',
    assistant: {
      title: 'AI legal assistant',
      description:
        'Plain-language guidance grounded in Indian law — the Constitution, and the BNS and BNSS that replaced the IPC and CrPC in 2024. Available 24/7, and you can export any chat as a PDF.',
    },
    documents: {
      title: 'Document generator',
      description:
        'Draft an affidavit, a rent agreement or a bail application step by step, with a live preview and PDF download.',
    },
    advocates: {
      title: 'Verified advocates',
      description:
        'Find advocates by expertise, language and location, and read detailed profiles before you reach out.',
    },
    forum: {
      title: 'Community forum',
      description:
        'Ask questions, learn from others in similar situations and get answers from advocates.',
    },
  },
  services: {
    eyebrow: 'Our services',
    title: 'Get help the way you need it',
    description:
      'Start free with the assistant and the forum. Premium adds documents, advocates and priority support.',
    plans: { Free: 'Free', Premium: 'Premium' },
    includedIn: 'Included in the ',
    plan: ' plan',
    accessNow: 'Access Now',
    signUpToAccess: 'Sign Up to Access',
    assistant: {
      title: 'Legal Chat Assistant',
      description: 'Understand where you stand before you take the next step.',
      highlights: [
        'Guidance on the Constitution, BNS and BNSS (formerly IPC and CrPC)',
        'Available 24/7',
        'Export your chat history as PDF',
      ],
    },
    documents: {
      title: 'Document Generator',
      description: 'Ready-to-edit drafts of the documents people need most.',
      highlights: [
        'Affidavit, rent agreement, bail application',
        'Real-time preview and saved drafts',
        'PDF download and premium templates',
      ],
    },
    advocates: {
      title: 'Advocate Directory',
      description: 'Connect with a verified advocate who fits your case.',
      highlights: [
        'Search by expertise, language and location',
        'Secure in-app messaging',
        'Manage your consultation requests',
      ],
    },
    forum: {
      title: 'Community Forum',
      description: 'Learn from people who have faced the same questions.',
      highlights: [
        'Browse threads by legal category',
        'Answers from verified advocates',
        'Upvote the most helpful responses',
      ],
    },
  },
  stories: {
    eyebrow: 'Success stories',
    title: 'People who found their way',
    description:
      'How people across India used LexSetu to understand their situation and act on it.',
    note: 'These are illustrative examples of typical situations, not reviews by named clients.',
    serviceUsed: 'Service used: ',
    rated: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
    priya: {
      name: 'Priya Sharma',
      location: 'Jaipur, Rajasthan',
      quote:
        'I had to sign a rent agreement in a new city and had no idea what to look for. The draft was clear, and I finally understood every clause before signing.',
    },
    rahul: {
      name: 'Rahul Verma',
      location: 'Lucknow, Uttar Pradesh',
      quote:
        'When my brother was arrested, the assistant explained the bail process in words I could follow, and I found an advocate in our city the same evening.',
    },
    anjali: {
      name: 'Anjali Nair',
      location: 'Kochi, Kerala',
      quote:
        'The forum helped me understand my options in a consumer dispute. An advocate replied within a day and explained where and how to file my complaint.',
    },
  },
  cta: {
    title: 'Take the first step today',
    description:
      'Ask the assistant your first question for free. Upgrade when you need documents or an advocate.',
    footnote:
      'LexSetu gives general legal information, not legal advice. For advice on your situation, consult an advocate.',
    goToDashboard: 'Go to Dashboard',
    getStarted: 'Get Started Today',
    viewPricing: 'View Pricing',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
