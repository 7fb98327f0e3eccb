import { formatNumber, plural } from '@/i18n/format'
import type { en } from './conversation'

const STARS = { one: '# स्टार', other: '# स्टार' }

const hi: typeof en = {
  title: 'बातचीत',
  loading: 'बातचीत लोड हो रही है…',
  loadError: 'यह बातचीत लोड नहीं हो सकी।',
  notFoundTitle: 'यह बातचीत नहीं मिली',
  notFoundText: 'हो सकता है यह किसी और की हो, या लिंक अधूरा हो।',
  backToMessages: 'संदेशों पर वापस',
  otherPerson: 'दूसरे व्यक्ति',
  closed: {
    declined:
      'यह परामर्श अनुरोध अस्वीकार कर दिया गया, इसलिए बातचीत बंद है। आप इसे अब भी पढ़ सकते हैं।',
    cancelledByMe: 'आपने यह परामर्श रद्द किया, इसलिए बातचीत बंद है। आप इसे अब भी पढ़ सकते हैं।',
    cancelled: 'यह परामर्श रद्द कर दिया गया, इसलिए बातचीत बंद है। आप इसे अब भी पढ़ सकते हैं।',
  },
  header: {
    yourClient: 'आपके क्लाइंट',
    yourAdvocate: 'आपके वकील',
    about: 'परामर्श',
    status: 'स्थिति:',
    complete: 'पूरा हुआ मानें',
    completeTitle: 'इस परामर्श को पूरा हुआ मानें?',
    completeText: (name) =>
      `इसके बाद ${name} समीक्षा लिख सकेंगे। आप दोनों यहाँ संदेश लिखते रह सकते हैं।`,
    saving: 'सहेजा जा रहा है…',
    notYet: 'अभी नहीं',
    completed: 'परामर्श पूरा हुआ',
    cancel: 'परामर्श रद्द करें',
    cancelTitle: 'यह परामर्श रद्द करें?',
    cancelText:
      'बातचीत बंद हो जाएगी: आप दोनों में से कोई नया संदेश नहीं भेज सकेगा, पर पुराने संदेश पढ़ सकेंगे। इसे वापस नहीं लिया जा सकता।',
    cancelled: 'परामर्श रद्द किया गया',
  },
  thread: {
    label: 'संदेश',
    loading: 'संदेश लोड हो रहे हैं…',
    loadError: 'संदेश लोड नहीं हो सके।',
    loadingEarlier: 'लोड हो रहा है…',
    showEarlier: 'पहले के संदेश दिखाएँ',
    empty: 'अभी कोई संदेश नहीं है। नीचे पहला संदेश लिखें।',
  },
  announce: {
    one: (name, body) => `${name} का नया संदेश: ${body}`,
    many: (count, name, body) => `${name} के ${formatNumber(count)} नए संदेश। सबसे नया: ${body}`,
  },
  item: {
    you: 'आप',
    sending: 'भेजा जा रहा है…',
    notSent: 'नहीं भेजा गया',
    retry: 'फिर से भेजें',
    retryContext: '(यह संदेश)',
    remove: 'हटाएँ',
    removeContext: '(यह न भेजा गया संदेश)',
  },
  composer: {
    label: 'संदेश',
    placeholder: 'संदेश लिखें…',
    closedPlaceholder: 'यह बातचीत बंद हो चुकी है',
    send: 'संदेश भेजें',
    hint: 'भेजने के लिए Enter दबाएँ, नई पंक्ति के लिए Shift+Enter।',
    tooLong: (max, over) =>
      `संदेश में ज़्यादा से ज़्यादा ${formatNumber(max)} अक्षर हो सकते हैं: भेजने के लिए ${formatNumber(over)} अक्षर हटाएँ।`,
  },
  review: {
    leave: 'समीक्षा लिखें',
    title: 'अपने परामर्श की समीक्षा करें',
    description:
      'दूसरे क्लाइंट आपके स्टार और टिप्पणी देखते हैं, आपका नाम कभी नहीं: आप ‘सत्यापित क्लाइंट’ के रूप में दिखते हैं।',
    ratingOf: (name) => `${name} को आपकी रेटिंग`,
    stars: (count) => plural(count, STARS),
    noRating: 'अभी कोई रेटिंग नहीं चुनी गई',
    outOfFive: (count) => `5 में से ${plural(count, STARS)}`,
    comment: 'टिप्पणी (वैकल्पिक)',
    shortenComment: ': समीक्षा भेजने के लिए टिप्पणी छोटी करें।',
    sending: 'भेजा जा रहा है…',
    submit: 'समीक्षा भेजें',
    cancel: 'रद्द करें',
    thanks: 'आपकी समीक्षा के लिए धन्यवाद',
  },
}

export default hi
