import { isHindi } from '@/i18n/locale'
import type { ConsultationMode, Language, PracticeArea } from '../schemas/advocate-lists'
import hi from './lists.hi'

/**
 * The words shown for the stored values of advocate-lists.ts: the value saved and sent stays the
 * English one, only its label changes (lib/labels.ts reads these).
 */
export const en = {
  practiceAreas: {
    'Criminal Law': 'Criminal Law',
    'Civil Law': 'Civil Law',
    'Family Law': 'Family Law',
    'Property Law': 'Property Law',
    'Constitutional Law': 'Constitutional Law',
    'Consumer Law': 'Consumer Law',
    'Labour and Employment Law': 'Labour and Employment Law',
    'Cyber Law': 'Cyber Law',
    'Tax Law': 'Tax Law',
    'Corporate Law': 'Corporate Law',
  } satisfies Record<PracticeArea, string>,
  languages: {
    English: 'English',
    Hindi: 'Hindi',
    Bengali: 'Bengali',
    Marathi: 'Marathi',
    Telugu: 'Telugu',
    Tamil: 'Tamil',
    Gujarati: 'Gujarati',
    Urdu: 'Urdu',
    Kannada: 'Kannada',
    Odia: 'Odia',
    Malayalam: 'Malayalam',
    Punjabi: 'Punjabi',
    Assamese: 'Assamese',
    Maithili: 'Maithili',
    Sanskrit: 'Sanskrit',
    Konkani: 'Konkani',
    Nepali: 'Nepali',
    Sindhi: 'Sindhi',
    Dogri: 'Dogri',
    Manipuri: 'Manipuri',
    Bodo: 'Bodo',
    Santali: 'Santali',
    Kashmiri: 'Kashmiri',
  } satisfies Record<Language, string>,
  modes: {
    chat: 'Chat',
    phone: 'Phone call',
    video: 'Video call',
  } satisfies Record<ConsultationMode, string>,
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
