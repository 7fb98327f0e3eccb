import { paths, socialProfiles } from '@/config/paths'
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, type SocialIcon } from './social-icons'
import { m } from '@/i18n/messages/shell'

type FooterLink = { title: string; href: string }
type FooterLinkGroup = { title: string; links: readonly FooterLink[] }
type SocialLink = { network: string; href: string; icon: SocialIcon }

/** The three link groups of docs/PRODUCT.md §2 'Footer'. */
export const FOOTER_LINK_GROUPS: readonly FooterLinkGroup[] = [
  {
    title: m.footer.platform,
    links: [
      { title: m.footer.assistant, href: paths.chatbot.getHref() },
      { title: m.footer.documents, href: paths.documents.getHref() },
      { title: m.footer.advocates, href: paths.advocates.getHref() },
      { title: m.footer.forum, href: paths.forum.getHref() },
      { title: m.footer.pricing, href: paths.pricing.getHref() },
    ],
  },
  {
    title: m.footer.company,
    links: [
      { title: m.footer.aboutUs, href: paths.about.getHref() },
      { title: m.footer.careers, href: paths.careers.getHref() },
      { title: m.footer.blog, href: paths.blog.getHref() },
      { title: m.footer.press, href: paths.press.getHref() },
      { title: m.footer.contact, href: paths.contact.getHref() },
    ],
  },
  {
    title: m.footer.resources,
    links: [
      { title: m.footer.helpCenter, href: paths.help.getHref() },
      { title: m.footer.documentation, href: paths.docs.getHref() },
      { title: m.footer.successStories, href: paths.successStories.getHref() },
      { title: m.footer.dictionary, href: paths.legalDictionary.getHref() },
      { title: m.footer.guides, href: paths.guides.getHref() },
    ],
  },
]

export const LEGAL_LINKS: readonly FooterLink[] = [
  { title: m.footer.termsOfUse, href: paths.termsOfUse.getHref() },
  { title: m.footer.privacyPolicy, href: paths.privacyPolicy.getHref() },
]

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'X (Twitter)', href: socialProfiles.x, icon: XIcon },
  { network: 'LinkedIn', href: socialProfiles.linkedIn, icon: LinkedInIcon },
  { network: 'Facebook', href: socialProfiles.facebook, icon: FacebookIcon },
  { network: 'Instagram', href: socialProfiles.instagram, icon: InstagramIcon },
]
