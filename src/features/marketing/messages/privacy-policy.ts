import { isHindi } from '@/i18n/locale'
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from '../content/contact'
import type { LegalDocument } from '../content/legal'
import hi from './privacy-policy.hi'

/** The privacy policy: a legal text; the Hindi says the same, no more and no less. */
export const en: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    'Legal questions are personal. This policy explains, in plain language, what LexSetu collects, why, how long we keep it, who can see it and the choices you have.',
  sections: [
    {
      id: 'what-we-collect',
      title: 'What we collect',
      paragraphs: ['We collect only what we need to run LexSetu for you:'],
      list: [
        'Account details: your e-mail address, your role (client or advocate), your plan and, if you add it, your name.',
        'Your conversations with the AI legal assistant.',
        'Documents you draft or save with the document generator.',
        'Forum threads, replies and upvotes, and messages you exchange with advocates.',
        'Messages you send us through the contact form or by e-mail.',
        'Basic technical data, such as browser type and error logs, to keep the service secure and working.',
      ],
    },
    {
      id: 'why-we-use-it',
      title: 'Why we use it',
      paragraphs: [
        'We use your information to provide the features you ask for, keep your account secure, answer your support requests, improve the accuracy and safety of our service, and meet our obligations under Indian law.',
        'We do not use your conversations or documents for advertising, and we do not sell your personal data.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who can see your information',
      paragraphs: ['Your information is shared only in these cases:'],
      list: [
        'Advocates you choose to contact see what you send them and your contact details.',
        'Forum posts are visible to other LexSetu users, so please do not post personal details such as phone numbers, addresses or identity document numbers.',
        'Service providers who host and secure our platform process data on our behalf, under contract and only for that purpose.',
        'Authorities, when the law requires us to disclose information.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      paragraphs: [
        'We keep your account information, chats and documents for as long as your account is open. If you delete your account or ask us to erase your data, we delete it, unless the law requires us to keep certain records for longer. Copies in our backups are removed as those backups expire.',
        "When you delete your account (Settings → Your data) we delete at once your account, your profile, your chats with the assistant, your documents, your consultations with their messages (for the advocate too, so keep your own copy of anything you need), your reviews, your upgrade requests and your votes and reports in the forum. Three things stay, and why: forum questions that others answered, and your answers in other people's questions, stay under the name '[deleted user]', because the replies of others are theirs and would make no sense without them; messages you sent us through the contact form stay, no longer linked to the account, so that we can finish answering them; and our record of changes our team made to your account (such as a plan or a verification), which we keep to account for our own actions.",
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      paragraphs: [
        'Data travels over encrypted connections, and access within our team is limited to people who need it to support you. No online service can be perfectly secure, so please use a strong password and keep it to yourself.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: [
        "Under India's Digital Personal Data Protection Act, 2023 you can ask us for a summary of the personal data we hold about you, ask us to correct, complete or erase it, withdraw consent you have given, and nominate someone to exercise these rights on your behalf.",
        'You can use two of them yourself, at any time, in Settings → Your data: Download my data gives you one file with everything your account holds, and Delete my account erases it (after your password).',
        `To use any of the others, write to ${SUPPORT_EMAIL}. We may ask you to confirm your identity first.`,
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      paragraphs: [
        'LexSetu stores a small amount of information in your browser: your theme preference (light, dark or system) and your sign-in session, so you stay signed in. We do not use advertising or third-party tracking cookies. Clearing your browser storage signs you out and resets your theme.',
      ],
    },
    {
      id: 'children',
      title: 'Children',
      paragraphs: [
        'LexSetu is meant for adults. If you are under 18, please use it only together with a parent or lawful guardian.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we update the date at the top of this page. If a change is significant, we will also tell you by e-mail or in the app before it takes effect.',
      ],
    },
    {
      id: 'grievances',
      title: 'Questions and grievances',
      paragraphs: [
        `If you have a concern about how we handle your data, write to our Grievance Officer at ${GRIEVANCE_EMAIL}. We will acknowledge your complaint and tell you how we are resolving it. If you are not satisfied with our response, you may approach the Data Protection Board of India.`,
      ],
    },
  ],
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
