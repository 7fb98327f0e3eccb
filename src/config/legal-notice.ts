import { isHindi } from '@/i18n/locale'

/**
 * 'Information, not advice' wherever LexSetu explains the law: the assistant's exported PDFs and
 * the public legal guides and dictionary. One constant, not a message file: the build folds it to
 * the page's language and copies it into the two places that show it (an object would be a chunk
 * of its own, a request more on every guide's page).
 */
export const LEGAL_INFORMATION_NOTICE = isHindi
  ? 'यह सामान्य क़ानूनी जानकारी है, क़ानूनी सलाह नहीं। अपनी स्थिति पर सलाह के लिए किसी वकील से, या मुफ़्त क़ानूनी सहायता (NALSA हेल्पलाइन 15100) से बात करें।'
  : 'This is general legal information, not legal advice. For advice on your situation, talk to an advocate or to free legal aid (NALSA helpline 15100).'
