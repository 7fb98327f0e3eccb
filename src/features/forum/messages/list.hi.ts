import { plural } from '@/i18n/format'
import type { en } from './list'

const hi: typeof en = {
  title: 'सामुदायिक फ़ोरम',
  heading: 'सामुदायिक फ़ोरम',
  intro: 'सवाल पूछें, अपने अनुभव साझा करें और समुदाय व सत्यापित वकीलों से जवाब पाएँ।',
  newThread: 'नई चर्चा',
  views: { label: 'फ़ोरम की सूचियाँ', all: 'सभी सवाल', mine: 'मेरे सवाल' },
  search: {
    form: 'चर्चाएँ',
    label: 'चर्चाएँ खोजें',
    placeholder: 'चर्चाएँ खोजें…',
    submit: 'खोजें',
  },
  tagFilter: 'टैग से छाँटें',
  sorts: {
    relevance: 'सबसे मिलती-जुलती',
    newest: 'सबसे नई',
    upvoted: 'सबसे ज़्यादा अपवोट',
    unanswered: 'बिना जवाब वाली',
  },
  guidelines: {
    title: 'दिशानिर्देश',
    items: [
      'सम्मान और शालीनता से बात करें',
      'साफ़ और सटीक सवाल पूछें',
      'सही टैग चुनें',
      'निजी जानकारी साझा न करें',
      'मददगार जवाबों को चुनें',
    ],
  },
  noun: { one: 'चर्चा', other: 'चर्चाएँ' },
  loading: 'चर्चाएँ लोड हो रही हैं…',
  failed: 'चर्चाएँ लोड नहीं हो सकीं।',
  moreFailed: 'और चर्चाएँ लोड नहीं हो सकीं।',
  empty: 'अभी कोई चर्चा नहीं है',
  emptyDescription: 'सबसे पहले आप पूछें: यहाँ सदस्य और सत्यापित वकील सवालों के जवाब देते हैं।',
  noResults: (unanswered, search, category) => {
    const what = unanswered ? 'बिना जवाब वाली कोई चर्चा' : 'कोई चर्चा'
    if (search && category) return `${category} में “${search}” से मिलती ${what} नहीं मिली`
    if (search) return `“${search}” से मिलती ${what} नहीं मिली`
    if (category) return `${category} टैग में ${what} नहीं मिली`
    return `अभी ${what} नहीं है`
  },
  noResultsHint: 'दूसरे शब्द या कोई और टैग आज़माएँ, या ख़ुद समुदाय से पूछें।',
  clearFilters: 'फ़िल्टर हटाएँ',
  suggestion: {
    tryCategory: (category) => `${category} श्रेणी में देखें`,
    usuallyUnder: (category) => `ऐसे सवाल आम तौर पर ${category} में पूछे जाते हैं।`,
    browse: (category) => `${category} की चर्चाएँ देखें`,
  },
  card: {
    answered: 'जवाब मिल गया',
    upvotes: (count) => plural(count, { one: '# अपवोट', other: '# अपवोट' }),
    replies: (count) => plural(count, { one: '# जवाब', other: '# जवाब' }),
  },
  mine: {
    loading: 'आपके सवाल लोड हो रहे हैं…',
    failed: 'आपके सवाल लोड नहीं हो सके।',
    moreFailed: 'आपके और सवाल लोड नहीं हो सके।',
    empty: 'आपने अभी तक न कोई सवाल पूछा है, न किसी सवाल का जवाब दिया है',
    emptyDescription:
      'आपके पूछे सवाल और जिन चर्चाओं में आपने जवाब दिया है, वे यहाँ दिखेंगी, सबसे नई गतिविधि पहले।',
    ask: 'सवाल पूछें',
  },
}

export default hi
