import { formatNumber } from '@/i18n/format'
import type { en } from './messaging'

const hi: typeof en = {
  modes: { chat: 'चैट', phone: 'फ़ोन कॉल', video: 'वीडियो कॉल' },
  statuses: {
    requested: 'अनुरोध भेजा गया',
    accepted: 'स्वीकार किया गया',
    declined: 'अस्वीकार किया गया',
    cancelled: 'रद्द किया गया',
    completed: 'पूरा हुआ',
  },
  roles: { advocate: 'वकील', client: 'क्लाइंट' },
  preferredTime: 'पसंदीदा समय:',
  cancelling: 'रद्द किया जा रहा है…',
  relative: {
    justNow: 'अभी-अभी',
    minutesAgo: (minutes) => `${formatNumber(minutes)} मिनट पहले`,
    hoursAgo: (hours) => `${formatNumber(hours)} घंटे पहले`,
    yesterday: 'कल',
    daysAgo: (days) => `${formatNumber(days)} दिन पहले`,
  },
  characters: (count, max) => `${formatNumber(count)} / ${formatNumber(max)} अक्षर`,
  action: {
    keepIt: 'रहने दें',
    reason: 'कारण (वैकल्पिक)',
    shortenReason: ': भेजने के लिए कारण छोटा करें।',
  },
  errors: {
    offline: 'आप ऑफ़लाइन हैं। इंटरनेट वापस आते ही यह संदेश भेज दिया जाएगा।',
    sendFailed: 'LexSetu अभी यह संदेश नहीं ले सका। इसे फिर से भेजने की कोशिश की जाएगी।',
    alreadyReviewed: 'आप इस परामर्श की समीक्षा पहले ही कर चुके हैं।',
    ratingRequired: '1 से 5 स्टार के बीच कोई रेटिंग चुनें।',
    commentTooLong: (max) =>
      `टिप्पणी में ज़्यादा से ज़्यादा ${formatNumber(max)} अक्षर हो सकते हैं।`,
    reasonTooLong: (max) => `कारण में ज़्यादा से ज़्यादा ${formatNumber(max)} अक्षर हो सकते हैं।`,
    consultationNotFound: 'यह परामर्श नहीं मिला, या इसे बदलने का अधिकार आपके पास नहीं है।',
  },
}

export default hi
