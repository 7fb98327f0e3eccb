import { isHindi } from '../locale'
import hi from './legal-notice.hi'

/**
 * 'Information, not advice' wherever LexSetu explains the law: the assistant's exported PDFs and
 * the public legal guides and dictionary. A module of its own, so pages that do not show it do not
 * download it.
 */
export const en = {
  notice:
    'This is general legal information, not legal advice. For advice on your situation, talk to an advocate or to free legal aid (NALSA helpline 15100).',
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
