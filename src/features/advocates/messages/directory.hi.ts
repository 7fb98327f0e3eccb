import { formatRupees, plural } from '@/i18n/format'
import type { en } from './directory'

const hi: typeof en = {
  title: 'वकील खोजें',
  heading: 'वकील खोजें',
  intro:
    'पूरे भारत के सत्यापित वकील: विशेषज्ञता, भाषा और जगह के हिसाब से खोजें, और अपने मामले के लिए सही वकील से जुड़ें।',
  search: {
    form: 'वकील',
    label: 'वकील खोजें',
    placeholder: 'नाम, विशेषज्ञता या जगह से खोजें',
    submit: 'खोजें',
  },
  sorts: {
    relevance: 'सबसे उपयुक्त',
    experience: 'अनुभव',
    rating: 'रेटिंग',
    fee: 'फ़ीस: सबसे कम पहले',
  },
  filters: {
    label: 'फ़िल्टर',
    toggle: (active) => (active > 0 ? `फ़िल्टर (${active})` : 'फ़िल्टर'),
    practiceArea: 'प्रैक्टिस क्षेत्र',
    allPracticeAreas: 'सभी प्रैक्टिस क्षेत्र',
    language: 'भाषा',
    allLanguages: 'सभी भाषाएँ',
    state: 'राज्य',
    allStates: 'सभी राज्य',
    city: 'शहर',
    cityPlaceholder: 'जैसे पुणे',
    experience: 'अनुभव',
    anyExperience: 'कोई भी अनुभव',
    minYears: (years) => `${years}+ साल`,
    maxFee: 'अधिकतम फ़ीस',
    anyFee: 'कोई भी फ़ीस',
    upTo: (fee) => `${formatRupees(fee)} तक`,
    clear: 'फ़िल्टर हटाएँ',
  },
  results: {
    noun: ['वकील', 'वकील'],
    loading: 'वकीलों की सूची आ रही है…',
    failed: 'वकीलों की सूची नहीं आ सकी।',
    moreFailed: 'और वकील नहीं दिखाए जा सके।',
    emptyTitle: 'अभी कोई सत्यापित वकील नहीं है',
    emptyDescription:
      'LexSetu टीम जब किसी वकील का बार काउंसिल नामांकन जाँच लेती है, तब वे यहाँ दिखते हैं। कृपया कुछ समय बाद फिर देखें।',
    noMatchSearch: (search) => `“${search}” से मिलता कोई वकील नहीं मिला`,
    noMatchFilters: 'इन फ़िल्टर से मिलता कोई वकील नहीं मिला',
    noMatchHint: 'दूसरे शब्द, पास का कोई शहर या कम फ़िल्टर आज़माएँ।',
  },
  card: {
    verified: 'सत्यापित',
    expertise: 'विशेषज्ञता',
    languages: 'भाषाएँ:',
    fee: 'फ़ीस:',
    viewProfile: 'प्रोफ़ाइल देखें',
    viewProfileOf: (name) => `${name} की प्रोफ़ाइल देखें`,
    connectNow: 'अभी जुड़ें',
    connectNowWith: (name) => `${name} से अभी जुड़ें`,
    openFailed: 'अनुरोध फ़ॉर्म नहीं खुल सका',
    openFailedHint: 'कृपया अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।',
  },
  rating: {
    new: 'नया',
    noReviews: ' (अभी कोई समीक्षा नहीं)',
    ratedBefore: '5 में से ',
    ratedAfter: ' रेटिंग',
    reviews: (count) => plural(count, { one: '(# समीक्षा)', other: '(# समीक्षाएँ)' }),
  },
  experience: (years) =>
    years < 1
      ? '1 साल से कम अनुभव'
      : plural(years, { one: '# साल का अनुभव', other: '# साल का अनुभव' }),
  fee: (fee) => (fee === null ? 'फ़ीस पूछने पर' : `${formatRupees(fee)} प्रति परामर्श`),
}

export default hi
