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
      { title: 'AI Legal Assistant', href: paths.chatbot },
      { title: 'Document Generator', href: paths.documents },
      { title: 'Find Advocates', href: paths.advocates },
      { title: 'Community Forum', href: paths.forum },
      { title: 'Pricing', href: paths.pricing },
    ],
  },
  {
    title: 'Company',
    links: [
      { title: 'About Us', href: paths.about },
      { title: 'Careers', href: paths.careers },
      { title: 'Blog', href: paths.blog },
      { title: 'Press', href: paths.press },
      { title: 'Contact', href: paths.contact },
    ],
  },
  {
    title: 'Resources',
    links: [
      { title: 'Help Center', href: paths.help },
      { title: 'Documentation', href: paths.docs },
      { title: 'Success Stories', href: paths.successStories },
      { title: 'Legal Dictionary', href: paths.legalDictionary },
      { title: 'Legal Guides', href: paths.guides },
    ],
  },
]

export const LEGAL_LINKS: readonly FooterLink[] = [
  { title: 'Terms of Use', href: paths.termsOfUse },
  { title: 'Privacy Policy', href: paths.privacyPolicy },
]

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'X (Twitter)', href: socialProfiles.x, icon: XIcon },
  { network: 'LinkedIn', href: socialProfiles.linkedIn, icon: LinkedInIcon },
  { network: 'Facebook', href: socialProfiles.facebook, icon: FacebookIcon },
  { network: 'Instagram', href: socialProfiles.instagram, icon: InstagramIcon },
]
