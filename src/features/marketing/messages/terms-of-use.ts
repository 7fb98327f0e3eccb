import { PREMIUM_PLAN_PRICE_INR } from '@/config/constants'
import { formatRupees } from '@/i18n/format'
import { isHindi } from '@/i18n/locale'
import { GRIEVANCE_EMAIL, SUPPORT_EMAIL } from '../content/contact'
import type { LegalDocument } from '../content/legal'
import hi from './terms-of-use.hi'

/** The terms of use: a legal text; the Hindi says the same, no more and no less. */
export const en: LegalDocument = {
  title: 'Terms of Use',
  intro:
    'These terms are the agreement between you and LexSetu when you use our website and services. Please read them carefully; by creating an account or using LexSetu, you accept them.',
  sections: [
    {
      id: 'eligibility',
      title: 'Who can use LexSetu',
      paragraphs: [
        'You must be at least 18 years old and able to enter into a binding contract under Indian law. If you use LexSetu on behalf of someone else, you must have their permission.',
      ],
    },
    {
      id: 'accounts',
      title: 'Your account',
      paragraphs: [
        'Give accurate details when you sign up, keep your password safe and tell us promptly if you think someone else has used your account. You are responsible for what happens under your account. Advocates must give true information about their enrolment and practice.',
      ],
    },
    {
      id: 'not-legal-advice',
      title: 'Legal information, not legal advice',
      paragraphs: [
        'The AI legal assistant, guides and generated documents give general information about Indian law. They can be incomplete, out of date or wrong for your situation, and they are not a substitute for advice from a qualified advocate.',
        'Using LexSetu does not create an advocate–client relationship between you and LexSetu. Do not rely on the assistant for deadlines or limitation periods. If you are in danger, call 112.',
      ],
    },
    {
      id: 'documents',
      title: 'Documents you generate',
      paragraphs: [
        'Generated documents are starting points. Read them carefully before you sign or file them. Stamp duty, registration and notarisation requirements differ between states; check what applies to you, or ask an advocate.',
      ],
    },
    {
      id: 'advocates',
      title: 'Advocates on LexSetu',
      paragraphs: [
        'Advocates listed on LexSetu are independent professionals, not our employees or agents. We check their details, but verification has limits. Any engagement, advice and fees are agreed directly between you and the advocate, who remains bound by their own professional rules of conduct.',
      ],
    },
    {
      id: 'forum',
      title: 'Community forum rules',
      paragraphs: ['To keep the forum useful and safe, you agree not to:'],
      list: [
        'harass, threaten or abuse anyone, or post hateful content;',
        'post anything unlawful, or share another person’s personal information;',
        'pretend to be an advocate, or anyone else;',
        'post spam, advertisements or solicitations.',
      ],
    },
    {
      id: 'your-content',
      title: 'Your content',
      paragraphs: [
        'You own what you write. You allow us to store and display it so that LexSetu can work, for example to show your forum posts to other users. We may remove content that breaks these terms.',
      ],
    },
    {
      id: 'plans-and-billing',
      title: 'Plans and billing',
      paragraphs: [
        `The Free plan costs nothing. The Premium plan costs ${formatRupees(PREMIUM_PLAN_PRICE_INR)} per month, billed in Indian rupees, plus any taxes that apply. Online payment is not available yet: upgrades, changes and cancellations are arranged with our support team, who confirm the billing details with you first.`,
        'If we change our prices, we will tell you before the new price applies to you.',
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Using the service fairly',
      paragraphs: [
        'Do not try to break, overload or gain unauthorised access to LexSetu, copy it in bulk by automated means, or use it to harm others. We may suspend or close accounts that break these terms.',
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      paragraphs: [
        'LexSetu is provided “as is”. To the extent Indian law allows, we are not liable for indirect losses, or for decisions you make based on general information from the service. Our total liability to you is limited to the amount you paid us in the three months before the claim.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. We will change the date at the top of this page, and tell you in advance about significant changes. If you keep using LexSetu after that, the new terms apply.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of India, and disputes are subject to the jurisdiction of the competent courts in India.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [
        `Questions about these terms: ${SUPPORT_EMAIL}. Complaints: our Grievance Officer at ${GRIEVANCE_EMAIL}.`,
      ],
    },
  ],
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
