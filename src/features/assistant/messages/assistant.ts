import { formatNumber, plural } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './assistant.hi'

/** The chat screens: history, composer, states, feedback and dialogs (docs/PRODUCT.md §2 'Chatbot'). */
export const en = {
  title: 'Legal assistant',
  newChat: 'New chat',
  yourChats: 'Your chats',
  /** The assistant's first words in every chat. */
  greeting: "Hello! I'm your AI legal assistant. How can I help you today?",
  /** Offered on an empty chat; choosing one sends it. */
  tryAsking: 'Try asking',
  suggestedQuestions: [
    'Am I eligible for free legal aid?',
    'Someone took ₹50,000 promising a job',
    'My husband beats me and demands dowry',
    'Police refused to register my FIR',
    'My cheque bounced. What can I do?',
    'Landlord is not returning my deposit',
  ],
  conversation: 'Conversation',
  you: 'You: ',
  assistantName: 'LexSetu assistant',
  typing: 'LexSetu is typing…',
  offlineWaiting: (count: number): string =>
    count > 1
      ? "You're offline. Your questions will be sent when the connection returns."
      : "You're offline. Your question will be sent when the connection returns.",
  composer: {
    label: 'Your question',
    placeholder: 'Type your legal question…',
    send: 'Send',
    hint: 'Enter to send, Shift+Enter for a new line.',
    count: (count: number, max: number) =>
      `${formatNumber(count)} / ${formatNumber(max)} characters`,
  },
  notSent: 'Not sent.',
  questionKept: 'Your question is back in the box below.',
  /** The assistant function's refusals: its own words in English; by code in Hindi, where known. */
  sendError: (_code: string, message: string) => message,
  genericSendError: 'The assistant could not answer just now. Try again in a moment.',
  history: {
    loading: 'Loading your chats…',
    failed: "We couldn't load your chats.",
    empty: 'No chats yet. Your questions will be kept here.',
    messages: (count: number) => plural(count, { one: '# message', other: '# messages' }),
    rename: (title: string) => `Rename: ${title}`,
    delete: (title: string) => `Delete: ${title}`,
  },
  chat: {
    loading: 'Loading the chat…',
    failed: "We couldn't load this chat.",
    notFound: 'This chat was not found',
    notFoundDetail: 'It may have been deleted, or the link is not complete.',
    startNew: 'Start a new chat',
  },
  rename: {
    label: 'Chat title',
    check: 'Check the title',
    empty: 'Give the chat a title',
    tooLong: (max: number) => `Keep the title to ${max} characters or fewer`,
    renamed: 'Chat renamed',
    notFound: 'This chat was not found. It may have been deleted.',
    saving: 'Saving…',
    save: 'Save',
    cancel: 'Cancel',
  },
  deleteChat: {
    title: 'Delete this chat?',
    description: (title: string) =>
      `“${title}” and all its messages will be deleted. This cannot be undone.`,
    cancel: 'Cancel',
    deleting: 'Deleting…',
    delete: 'Delete chat',
    deleted: 'Chat deleted',
  },
  copy: {
    label: 'Copy reply',
    copy: 'Copy',
    copied: 'Copied',
    failed: 'Could not copy the reply',
  },
  exportPdf: {
    export: 'Export PDF',
    preparing: 'Preparing PDF…',
    status: 'Preparing your PDF. The first one takes a few seconds.',
    failed: 'Could not create the PDF',
  },
  sections: {
    cited: 'Sections cited',
    /** How a citation of the Constitution is labelled: 'Article 21'. */
    article: (section: string) => `Article ${section}`,
    loading: (label: string) => `Loading ${label}…`,
    failed: (label: string) => `We couldn't load ${label}.`,
    notInKnowledgeBase: (label: string) => `${label} is not in LexSetu's knowledge base yet.`,
    status: 'Status',
    notInForce: 'Not in force',
    whatItSays: 'What it says',
    punishment: 'Punishment',
    note: 'Note',
    oldAndNew: 'Old ↔ new law',
  },
  pdf: {
    you: 'You',
    /** Under the title: when the chat started and when it was exported. */
    header: (started: string, exported: string) =>
      `LexSetu legal assistant · chat started ${started} · exported ${exported}`,
  },
  feedback: {
    group: 'Was this reply helpful?',
    helpful: 'Helpful',
    notHelpful: 'Not helpful',
    noteLabel: 'What was wrong or missing? (optional)',
    send: 'Send',
    /** The Send button's name for screen readers: the composer has a 'Send' too. */
    sendName: 'Send feedback',
    sending: 'Sending…',
    thanks: 'Thanks for your feedback',
    yourNote: 'Your note:',
    editNote: 'Edit note',
    notSaved: 'Your feedback was not saved.',
    noteKept: 'Your note is kept here.',
    retry: 'Retry',
    genericError: 'Something went wrong on our side. Please try again.',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
