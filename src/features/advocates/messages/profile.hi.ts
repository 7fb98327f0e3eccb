import { formatNumber } from '@/i18n/format'
import type { en } from './profile'

const hi: typeof en = {
  title: 'वकील',
  back: 'वकीलों की सूची पर वापस',
  notFound: 'यह वकील नहीं मिला',
  notFoundHint: 'हो सकता है लिंक अधूरा हो, या यह वकील अभी निर्देशिका में न हो।',
  heading: 'वकील की प्रोफ़ाइल',
  loadFailed: 'यह प्रोफ़ाइल नहीं खुल सकी।',
  loading: 'प्रोफ़ाइल खुल रही है…',
  ownProfile: 'क्लाइंट आपकी प्रोफ़ाइल ऐसे देखते हैं।',
  about: 'परिचय',
  details: 'प्रैक्टिस की जानकारी',
  practiceAreas: 'प्रैक्टिस क्षेत्र',
  courts: 'अदालतें',
  languages: 'भाषाएँ',
  experience: 'अनुभव',
  enrolled: (experience, year) => `${experience} (${year} में नामांकन)`,
  consultationFee: 'परामर्श फ़ीस',
  notGiven: 'नहीं बताया',
  reviews: {
    heading: 'समीक्षाएँ',
    loading: 'समीक्षाएँ आ रही हैं…',
    failed: 'समीक्षाएँ नहीं आ सकीं।',
    none: 'अभी कोई समीक्षा नहीं है।',
    stars: (rating, max) => `${max} में से ${rating} रेटिंग`,
    from: (date) => `${date} की समीक्षा`,
    verifiedClient: 'सत्यापित क्लाइंट',
    showing: (shown, total) =>
      `कुल ${formatNumber(total)} में से सबसे नई ${formatNumber(shown)} समीक्षाएँ दिख रही हैं।`,
  },
}

export default hi
