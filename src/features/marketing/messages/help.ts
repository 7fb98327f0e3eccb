import { isHindi } from '@/i18n/locale'
import hi from './help.hi'

/** The help center: how each feature works, and what is Free and what is Premium. */
export const en = {
  pageTitle: 'Help Center',
  pageDescription:
    'How LexSetu works: the AI legal assistant, legal guides, the forum, documents, advocates and consultations, and what the Free and Premium plans include.',
  eyebrow: 'Help Center',
  title: 'How LexSetu works',
  description: 'What each part of LexSetu does, how to use it, and which plan it is part of.',
  onThisPage: 'On this page',
  plans: {
    free: 'Free',
    freeAndPremium: 'Free and Premium',
    premium: 'Premium',
    noAccount: 'No account needed',
  },
  topics: {
    assistant: {
      title: 'The AI legal assistant',
      body: [
        'Ask a question about Indian law in English, Hindi or Hinglish. The assistant answers only from the knowledge base that ships with LexSetu — the Constitution, the BNS, BNSS and BSA with the IPC, CrPC and Evidence Act they replaced, and a set of special acts — so every section it cites is a real one. A question it does not cover gets an honest answer, with no citation.',
        'Each reply gives a short answer, the law it relies on (select a section to read it), what to do next with the time limits the law sets, and where to go. Your chats are saved to your account: rename them, delete them or export one as a PDF. Mark a reply Helpful or Not helpful to tell us how it did.',
      ],
      link: 'Open the assistant',
    },
    guides: {
      title: 'Legal guides and the legal dictionary',
      body: [
        'The assistant’s topic guides are public: what to do about a common legal problem, step by step, where to go and the sections each one relies on. The legal dictionary explains the terms the law defines, A to Z.',
      ],
      link: 'Read the legal guides',
    },
    forum: {
      title: 'The community forum',
      body: [
        'Ask the community a question, publicly or anonymously, with one to three tags; members and verified advocates reply, and replies by verified advocates carry a badge. Upvote useful posts, mark the reply that helped you, and report anything abusive, misleading or that shares personal information. You can edit what you post for a short while after posting.',
      ],
      link: 'Visit the forum',
    },
    documents: {
      title: 'The document generator',
      body: [
        'Draft a general affidavit, a rent agreement shaped by your state, or a bail application, one step at a time beside a live preview. On the Free plan you can fill in a form and see the preview; your answers are kept on your device.',
        'On Premium your drafts are saved as you type, and you can download an A4 PDF, print, rename, duplicate and mark a document as final. A draft is a starting point to print on stamp paper and take to a notary or a court, not legal advice.',
      ],
      link: 'Open the document generator',
    },
    advocates: {
      title: 'Advocates and consultations',
      body: [
        'Anyone signed in can search the directory of verified advocates by name, practice area, language, place, experience and fee. Ratings are averages of real reviews by clients, or ‘New’.',
        'On Premium, ‘Connect Now’ sends an advocate a consultation request. When they accept, a private conversation opens in Messages; after the consultation is completed you can leave a review.',
      ],
      link: 'Find an advocate',
    },
  },
  planHelp: {
    title: 'Free and Premium',
    intro: 'Everyone starts on Free. Prices are per month, in rupees.',
    free: 'the AI legal assistant, chat PDF export, the community forum, the legal guides and dictionary, the advocate directory, and the document generator’s form and live preview.',
    premium:
      'everything in Free, plus saved drafts and PDF downloads of documents, consultation requests to advocates with in-app messaging, and priority support.',
    upgrade:
      'Online payment is not available yet: ask for Premium on the pricing page, and our team contacts you to switch your account.',
  },
  planPrice: (name: string, price: string) => `${name}: ${price} per month`,
  planIncludes: (name: string, text: string) => `${name} includes ${text}`,
  seePricing: 'See pricing and upgrade',
  stillStuck: ' · Still stuck? ',
  getSupport: 'Get support',
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
