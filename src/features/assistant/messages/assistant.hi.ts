import { formatNumber, plural } from '@/i18n/format'
import type { en } from './assistant'

/** The assistant function's refusals people meet, by code (its words are English). */
const SEND_ERRORS: Partial<Record<string, string>> = {
  too_many_messages: 'आपने पिछले एक मिनट में 20 संदेश भेजे हैं। एक मिनट रुकें, फिर भेजें।',
  too_many_searches: 'आपने पिछले एक मिनट में बहुत सारे सवाल पूछे हैं। एक मिनट रुकें, फिर भेजें।',
  invalid_message: 'यह सवाल सहेजा नहीं जा सकता। इसे जाँचकर फिर से भेजें।',
  chat_not_found: 'यह बातचीत मौजूद नहीं है या आपकी नहीं है।',
  database_error: 'सहायक अपने ज्ञान भंडार तक नहीं पहुँच सका। थोड़ी देर में फिर कोशिश करें।',
  empty_message: 'पहले अपना सवाल लिखें।',
  message_too_long: 'अपना सवाल 2,000 अक्षरों से छोटा रखें।',
  not_signed_in: 'क़ानूनी सहायक के लिए साइन इन करें।',
  over_request_rate_limit: 'बहुत सारे अनुरोध आ रहे हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  unexpected_failure: 'सहायक अभी जवाब नहीं दे सका। थोड़ी देर में फिर कोशिश करें।',
}

const hi: typeof en = {
  title: 'क़ानूनी सहायक',
  newChat: 'नई बातचीत',
  yourChats: 'आपकी बातचीत',
  greeting: 'नमस्ते! मैं आपका AI क़ानूनी सहायक हूँ। आज मैं आपकी क्या मदद करूँ?',
  tryAsking: 'ये पूछकर देखें',
  suggestedQuestions: [
    'क्या मुझे मुफ़्त क़ानूनी सहायता मिल सकती है?',
    'नौकरी दिलाने के नाम पर किसी ने ₹50,000 ले लिए',
    'मेरे पति मुझे मारते हैं और दहेज माँगते हैं',
    'पुलिस ने मेरी FIR दर्ज करने से मना कर दिया',
    'मेरा चेक बाउंस हो गया। अब क्या करें?',
    'मकान मालिक मेरा डिपॉज़िट वापस नहीं कर रहे',
  ],
  conversation: 'बातचीत',
  you: 'आप: ',
  assistantName: 'LexSetu सहायक',
  typing: 'LexSetu जवाब लिख रहा है…',
  offlineWaiting: (count) =>
    count > 1
      ? 'आप ऑफ़लाइन हैं। कनेक्शन लौटते ही आपके सवाल भेज दिए जाएँगे।'
      : 'आप ऑफ़लाइन हैं। कनेक्शन लौटते ही आपका सवाल भेज दिया जाएगा।',
  composer: {
    label: 'आपका सवाल',
    placeholder: 'अपना क़ानूनी सवाल लिखें…',
    send: 'भेजें',
    hint: 'भेजने के लिए Enter, नई लाइन के लिए Shift+Enter दबाएँ।',
    count: (count, max) => `${formatNumber(count)} / ${formatNumber(max)} अक्षर`,
  },
  notSent: 'नहीं भेजा गया।',
  questionKept: 'आपका सवाल नीचे के बॉक्स में वापस आ गया है।',
  sendError: (code, message) => SEND_ERRORS[code] ?? message,
  genericSendError: 'सहायक अभी जवाब नहीं दे सका। थोड़ी देर में फिर कोशिश करें।',
  history: {
    loading: 'आपकी बातचीत लोड हो रही है…',
    failed: 'हम आपकी बातचीत लोड नहीं कर सके।',
    empty: 'अभी कोई बातचीत नहीं है। आपके सवाल यहाँ रखे जाएँगे।',
    messages: (count) => plural(count, { one: '# संदेश', other: '# संदेश' }),
    rename: (title) => `नाम बदलें: ${title}`,
    delete: (title) => `हटाएँ: ${title}`,
  },
  chat: {
    loading: 'बातचीत लोड हो रही है…',
    failed: 'हम यह बातचीत लोड नहीं कर सके।',
    notFound: 'यह बातचीत नहीं मिली',
    notFoundDetail: 'हो सकता है इसे हटा दिया गया हो, या लिंक पूरा न हो।',
    startNew: 'नई बातचीत शुरू करें',
  },
  rename: {
    label: 'बातचीत का शीर्षक',
    check: 'शीर्षक जाँचें',
    empty: 'बातचीत को कोई शीर्षक दें',
    tooLong: (max) => `शीर्षक ${max} अक्षरों या उससे छोटा रखें`,
    renamed: 'बातचीत का नाम बदल दिया गया',
    notFound: 'यह बातचीत नहीं मिली। हो सकता है इसे हटा दिया गया हो।',
    saving: 'सहेजा जा रहा है…',
    save: 'सहेजें',
    cancel: 'रद्द करें',
  },
  deleteChat: {
    title: 'यह बातचीत हटाएँ?',
    description: (title) =>
      `“${title}” और इसके सभी संदेश हटा दिए जाएँगे। इसे वापस नहीं लाया जा सकता।`,
    cancel: 'रद्द करें',
    deleting: 'हटाया जा रहा है…',
    delete: 'बातचीत हटाएँ',
    deleted: 'बातचीत हटा दी गई',
  },
  copy: {
    label: 'जवाब कॉपी करें',
    copy: 'कॉपी करें',
    copied: 'कॉपी हो गया',
    failed: 'जवाब कॉपी नहीं हो सका',
  },
  exportPdf: {
    export: 'PDF डाउनलोड करें',
    preparing: 'PDF तैयार हो रहा है…',
    status: 'आपका PDF तैयार हो रहा है। पहली बार में कुछ सेकंड लगते हैं।',
    failed: 'PDF नहीं बन सका',
  },
  sections: {
    cited: 'जिन धाराओं का हवाला दिया गया',
    article: (section) => `अनुच्छेद ${section}`,
    loading: (label) => `${label} लोड हो रहा है…`,
    failed: (label) => `हम ${label} लोड नहीं कर सके।`,
    notInKnowledgeBase: (label) => `${label} अभी LexSetu के ज्ञान भंडार में नहीं है।`,
    status: 'स्थिति',
    notInForce: 'अब लागू नहीं',
    whatItSays: 'इसमें क्या लिखा है',
    punishment: 'सज़ा',
    note: 'टिप्पणी',
    oldAndNew: 'पुराना ↔ नया क़ानून',
  },
  pdf: {
    you: 'आप',
    header: (started, exported) =>
      `LexSetu क़ानूनी सहायक · बातचीत शुरू हुई ${started} · PDF बना ${exported}`,
  },
  feedback: {
    group: 'क्या यह जवाब मददगार था?',
    helpful: 'मददगार',
    notHelpful: 'मददगार नहीं',
    noteLabel: 'क्या गलत था या क्या छूट गया? (वैकल्पिक)',
    send: 'भेजें',
    sendName: 'राय भेजें',
    sending: 'भेजा जा रहा है…',
    thanks: 'आपकी राय के लिए धन्यवाद',
    yourNote: 'आपकी टिप्पणी:',
    editNote: 'टिप्पणी बदलें',
    notSaved: 'आपकी राय सहेजी नहीं गई।',
    noteKept: 'आपकी टिप्पणी यहीं रखी है।',
    retry: 'फिर से कोशिश करें',
    genericError: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  },
}

export default hi
