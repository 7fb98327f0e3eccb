import { formatNumber } from '@/i18n/format'
import type { en } from './contact'

const hi: typeof en = {
  pageTitle: 'हमसे संपर्क करें',
  eyebrow: 'संपर्क',
  title: 'हम मदद के लिए यहाँ हैं',
  description:
    'LexSetu, अपने खाते या किसी प्लान के बारे में कोई सवाल है? जैसे आपको ठीक लगे, हम तक पहुँचें, या हमें संदेश भेजें।',
  waysToReach: 'हम तक पहुँचने के तरीक़े',
  formTitle: 'हमें संदेश भेजें',
  formDescription:
    'सभी जानकारी भरना ज़रूरी है। हम ईमेल से जवाब देते हैं। कृपया यहाँ अपने मामले की संवेदनशील जानकारी न लिखें। अगर आप ख़तरे में हैं, तो 112 पर कॉल करें।',
  channels: {
    email: {
      title: 'ईमेल',
      description: 'अपने खाते, किसी प्लान या किसी और बात के बारे में हमें लिखें।',
    },
    phone: { title: 'फ़ोन', description: 'हमारी सहयोग टीम से बात करें।' },
    liveChat: {
      title: 'लाइव चैट',
      description: 'हमारी सहयोग टीम से झटपट जवाब।',
      detail: 'उपलब्ध: सुबह 9 से शाम 6 बजे तक (भारतीय समय)',
    },
  },
  form: {
    name: 'नाम',
    message: 'संदेश',
    messagePlaceholder: 'हम आपकी क्या मदद कर सकते हैं?',
    website: 'वेबसाइट',
    sending: 'भेजा जा रहा है...',
    send: 'संदेश भेजें',
  },
  success: {
    title: 'संदेश भेज दिया गया!',
    description: 'हम जल्द से जल्द आपको जवाब देंगे।',
  },
  failure: {
    title: 'संदेश नहीं भेजा जा सका',
    offline: 'कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    server: (email) =>
      `हमारी ओर से कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर कोशिश करें, या हमें ${email} पर लिखें।`,
  },
  rules: {
    nameRequired: 'कृपया अपना नाम लिखें',
    nameTooLong: (max) => `कृपया नाम ${formatNumber(max)} अक्षरों के भीतर रखें`,
    emailRequired: 'कृपया अपना ईमेल पता लिखें',
    messageRequired: 'कृपया अपना संदेश लिखें',
    messageTooLong: (max) => `कृपया संदेश ${formatNumber(max)} अक्षरों के भीतर रखें`,
  },
}

export default hi
