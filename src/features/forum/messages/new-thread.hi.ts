import { formatNumber } from '@/i18n/format'
import type { en } from './new-thread'

const hi: typeof en = {
  title: 'नई चर्चा',
  heading: 'नई चर्चा',
  back: 'फ़ोरम पर वापस जाएँ',
  intro: 'समुदाय से पूछें: सदस्य और सत्यापित वकील जवाब दे सकते हैं।',
  privacy:
    'यह एक सार्वजनिक फ़ोरम है: साइन इन करने वाला हर सदस्य आपकी पोस्ट पढ़ सकता है। जवाब समुदाय की दी हुई आम जानकारी हैं, क़ानूनी सलाह नहीं। नाम, फ़ोन नंबर, पते, केस नंबर और दूसरी निजी जानकारी न लिखें।',
  restored: 'पिछली बार का आपका अधूरा सवाल सहेजकर रखा गया है।',
  discard: 'इसे हटाएँ',
  titleLabel: 'शीर्षक',
  titleHint: (count, max) =>
    `साफ़ और सटीक सवाल। ${formatNumber(count)} / ${formatNumber(max)} अक्षर`,
  titlePlaceholder: 'जैसे: क्या मकान मालिक मेरा डिपॉज़िट रख सकता है?',
  detailsLabel: 'विवरण',
  detailsHint: (count, max) =>
    `क्या हुआ, कहाँ हुआ, और आप क्या जानना चाहते हैं। ${formatNumber(count)} / ${formatNumber(max)} अक्षर`,
  tags: 'टैग',
  tagsHint: (max, chosen) =>
    `1 से ${formatNumber(max)} टैग चुनें: ${formatNumber(chosen)} चुने गए।`,
  tagsFull: ' कोई और चुनने के लिए पहले एक हटाएँ।',
  anonymous: 'बिना नाम के पूछें',
  anonymousHint: 'आपका नाम किसी और को नहीं दिखेगा; वकील आपका सवाल फिर भी देख सकते हैं',
  posting: 'पोस्ट हो रहा है…',
  post: 'अपना सवाल पोस्ट करें',
  posted: 'आपका सवाल पोस्ट हो गया',
  postedDescription: 'अब सदस्य और वकील जवाब दे सकते हैं।',
  notPosted: 'आपका सवाल पोस्ट नहीं हुआ',
  keptHere: (reason) => `${reason} आपका लिखा हुआ यहीं सहेजा है।`,
  createError: 'आपका सवाल अभी पोस्ट नहीं हो सका। कृपया फिर से कोशिश करें।',
  validation: {
    titleMin: (min) => `कृपया कम से कम ${formatNumber(min)} अक्षरों का शीर्षक लिखें`,
    titleMax: (max) => `कृपया शीर्षक ${formatNumber(max)} अक्षरों से लंबा न रखें`,
    bodyMin: (min) => `कृपया अपना सवाल कम से कम ${formatNumber(min)} अक्षरों में बताएँ`,
    bodyMax: (max) => `कृपया अपना सवाल ${formatNumber(max)} अक्षरों से लंबा न रखें`,
    categoriesMin: 'कृपया कम से कम एक टैग चुनें',
    categoriesMax: (max) => `कृपया ज़्यादा से ज़्यादा ${formatNumber(max)} टैग चुनें`,
    categoriesOnce: 'कृपया हर टैग एक ही बार चुनें',
  },
}

export default hi
