import { LIVE_CHAT_HOURS } from '@/config/constants'
import { formatNumber } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import hi from './contact.hi'

/** The contact page: the ways to reach us, the form, its rules and what it answers. */
export const en = {
  pageTitle: 'Contact us',
  eyebrow: 'Contact',
  title: 'We’re here to help',
  description:
    'Questions about LexSetu, your account or a plan? Reach us the way that suits you, or send us a message.',
  waysToReach: 'Ways to reach us',
  formTitle: 'Send us a message',
  formDescription:
    'All fields are required. We reply by email. Please don’t include sensitive case details here. If you are in danger, call 112.',
  channels: {
    email: {
      title: 'Email',
      description: 'Write to us about your account, a plan or anything else.',
    },
    phone: { title: 'Phone', description: 'Speak with our support team.' },
    liveChat: {
      title: 'Live chat',
      description: 'Quick answers from our support team.',
      detail: `Available ${LIVE_CHAT_HOURS}`,
    },
  },
  form: {
    name: 'Name',
    message: 'Message',
    messagePlaceholder: 'How can we help you?',
    website: 'Website',
    sending: 'Sending...',
    send: 'Send Message',
  },
  success: {
    title: 'Message sent!',
    description: "We'll get back to you as soon as possible.",
  },
  failure: {
    title: 'Message not sent',
    offline: 'Please check your connection and try again.',
    server: (email: string) =>
      `Something went wrong on our side. Please try again later, or write to us at ${email}.`,
  },
  rules: {
    nameRequired: 'Please enter your name',
    nameTooLong: (max: number) => `Please keep your name to ${max} characters or fewer`,
    emailRequired: 'Please enter your email address',
    messageRequired: 'Please write your message',
    messageTooLong: (max: number) =>
      `Please keep your message to ${formatNumber(max)} characters or fewer`,
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
