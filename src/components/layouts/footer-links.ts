import { paths, socialProfiles } from '@/config/paths'
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, type SocialIcon } from './social-icons'

type FooterLink = { title: string; href: string }
type FooterLinkGroup = { title: string; links: readonly FooterLink[] }
type SocialLink = { network: string; href: string; icon: SocialIcon }

/** The three link groups of docs/PRODUCT.md §2 'Footer'. */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: 'Platform',
    links: [
      { title: 'AI Legal Assistant', href: paths.chatbot.getHref() },
      { title: 'Document Generator', href: paths.documents.getHref() },
      { title: 'Find Advocates', href: paths.advocates.getHref() },
      { title: 'Community Forum', href: paths.forum.getHref() },
      { title: 'Pricing', href: paths.pricing.getHref() },
    ],
  },
  {
    title: 'Company',
    links: [
      { title: 'About Us', href: paths.about.getHref() },
      { title: 'Careers', href: paths.careers.getHref() },
      { title: 'Blog', href: paths.blog.getHref() },
      { title: 'Press', href: paths.press.getHref() },
      { title: 'Contact', href: paths.contact.getHref() },
    ],
  },
  {
    title: 'Resources',
    links: [
      { title: 'Help Center', href: paths.help.getHref() },
      { title: 'Documentation', href: paths.docs.getHref() },
      { title: 'Success Stories', href: paths.successStories.getHref() },
      { title: 'Legal Dictionary', href: paths.legalDictionary.getHref() },
      { title: 'Legal Guides', href: paths.guides.getHref() },
    ],
  },
]

export const LEGAL_LINKS: readonly FooterLink[] = [
  { title: 'Terms of Use', href: paths.termsOfUse.getHref() },
  { title: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
]

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'X (Twitter)', href: socialProfiles.x, icon: XIcon },
  { network: 'LinkedIn', href: socialProfiles.linkedIn, icon: LinkedInIcon },
  { network: 'Facebook', href: socialProfiles.facebook, icon: FacebookIcon },
  { network: 'Instagram', href: socialProfiles.instagram, icon: InstagramIcon },
]
