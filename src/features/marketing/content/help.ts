import { paths } from '@/config/paths'

/** Which plan a feature is part of: all of it, or part of it on Free (docs/PRODUCT.md §2). */
type HelpTopic = {
  id: string
  title: string
  plan: 'Free' | 'Free and Premium' | 'Premium' | 'No account needed'
  /** How it works, a paragraph each. */
  body: readonly string[]
  link: { label: string; href: string }
}

/** How each feature works, in the words of docs/PRODUCT.md §1–§2. */
export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'assistant',
    title: 'The AI legal assistant',
    plan: 'Free',
    body: [
      'Ask a question about Indian law in English, Hindi or Hinglish. The assistant answers only from the knowledge base that ships with LexSetu — the Constitution, the BNS, BNSS and BSA with the IPC, CrPC and Evidence Act they replaced, and a set of special acts — so every section it cites is a real one. A question it does not cover gets an honest answer, with no citation.',
      'Each reply gives a short answer, the law it relies on (select a section to read it), what to do next with the time limits the law sets, and where to go. Your chats are saved to your account: rename them, delete them or export one as a PDF. Mark a reply Helpful or Not helpful to tell us how it did.',
    ],
    link: { label: 'Open the assistant', href: paths.chatbot.getHref() },
  },
  {
    id: 'guides',
    title: 'Legal guides and the legal dictionary',
    plan: 'No account needed',
    body: [
      'The assistant’s topic guides are public: what to do about a common legal problem, step by step, where to go and the sections each one relies on. The legal dictionary explains the terms the law defines, A to Z.',
    ],
    link: { label: 'Read the legal guides', href: paths.guides.getHref() },
  },
  {
    id: 'forum',
    title: 'The community forum',
    plan: 'Free',
    body: [
      'Ask the community a question, publicly or anonymously, with one to three tags; members and verified advocates reply, and replies by verified advocates carry a badge. Upvote useful posts, mark the reply that helped you, and report anything abusive, misleading or that shares personal information. You can edit what you post for a short while after posting.',
    ],
    link: { label: 'Visit the forum', href: paths.forum.getHref() },
  },
  {
    id: 'documents',
    title: 'The document generator',
    plan: 'Free and Premium',
    body: [
      'Draft a general affidavit, a rent agreement shaped by your state, or a bail application, one step at a time beside a live preview. On the Free plan you can fill in a form and see the preview; your answers are kept on your device.',
      'On Premium your drafts are saved as you type, and you can download an A4 PDF, print, rename, duplicate and mark a document as final. A draft is a starting point to print on stamp paper and take to a notary or a court, not legal advice.',
    ],
    link: { label: 'Open the document generator', href: paths.documents.getHref() },
  },
  {
    id: 'advocates',
    title: 'Advocates and consultations',
    plan: 'Free and Premium',
    body: [
      'Anyone signed in can search the directory of verified advocates by name, practice area, language, place, experience and fee. Ratings are averages of real reviews by clients, or ‘New’.',
      'On Premium, ‘Connect Now’ sends an advocate a consultation request. When they accept, a private conversation opens in Messages; after the consultation is completed you can leave a review.',
    ],
    link: { label: 'Find an advocate', href: paths.advocates.getHref() },
  },
]

/**
 * The free / premium line of docs/PRODUCT.md §2 'Pricing', in a sentence a plan. Prices come from
 * src/config/constants.ts; the pricing page's own lists stay there (importing them here would make
 * them a chunk of their own, one more request for /pricing).
 */
export const PLAN_HELP = {
  title: 'Free and Premium',
  intro: 'Everyone starts on Free. Prices are per month, in rupees.',
  free: 'the AI legal assistant, chat PDF export, the community forum, the legal guides and dictionary, the advocate directory, and the document generator’s form and live preview.',
  premium:
    'everything in Free, plus saved drafts and PDF downloads of documents, consultation requests to advocates with in-app messaging, and priority support.',
  upgrade:
    'Online payment is not available yet: ask for Premium on the pricing page, and our team contacts you to switch your account.',
} as const
