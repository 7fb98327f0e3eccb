import { formatNumber, plural } from '@/i18n/format'
import type { en } from './inbox'

const hi: typeof en = {
  title: 'संदेश',
  introAdvocate: 'क्लाइंट के परामर्श अनुरोध और उनसे आपकी बातचीत।',
  introClient: 'आपके परामर्श अनुरोध और वकीलों से आपकी बातचीत।',
  requestsTitle: 'परामर्श अनुरोध',
  conversationsTitle: 'बातचीत',
  loading: 'आपके संदेश लोड हो रहे हैं…',
  loadError: 'आपके संदेश लोड नहीं हो सके।',
  empty: {
    clientTitle: 'अभी कोई बातचीत नहीं है',
    clientText:
      'कोई वकील खोजें और परामर्श का अनुरोध भेजें। अनुरोध स्वीकार होते ही आप यहाँ एक-दूसरे को संदेश लिख सकेंगे।',
    findAdvocate: 'वकील खोजें',
    advocateTitle: 'अभी कोई संदेश नहीं है',
    advocateText:
      'जब कोई क्लाइंट परामर्श का अनुरोध भेजेगा, वह यहाँ दिखेगा। बातचीत शुरू करने के लिए उसे स्वीकार करें।',
  },
  list: {
    noMessagesPreview: 'अभी कोई संदेश नहीं',
    you: 'आप: ',
    unread: (count) => plural(count, { one: '# बिना पढ़ा', other: '# बिना पढ़े' }),
    unreadNoun: (count) => plural(count, { one: 'संदेश', other: 'संदेश' }),
    status: {
      requested: 'परामर्श का अनुरोध भेजा गया',
      accepted: 'परामर्श स्वीकार किया गया',
      declined: 'परामर्श अस्वीकार किया गया',
      cancelled: 'परामर्श रद्द किया गया',
      completed: 'परामर्श पूरा हुआ',
    },
  },
  request: {
    to: (name) => `${name} को भेजा गया अनुरोध`,
    about: 'अनुरोध के बारे में',
    accept: 'स्वीकार करें',
    accepting: 'स्वीकार किया जा रहा है…',
    fromName: (name) => `(${name} का अनुरोध)`,
    accepted: 'अनुरोध स्वीकार किया गया',
    acceptedText: (name) => `अब आप “बातचीत” में ${name} को संदेश लिख सकते हैं।`,
    notAccepted: (reason) => `स्वीकार नहीं हो सका: ${reason}`,
    decline: 'अस्वीकार करें',
    declineTitle: (name) => `${name} का अनुरोध अस्वीकार करें?`,
    declineText:
      'क्लाइंट देख सकेंगे कि आपने अनुरोध अस्वीकार किया, और अगर आप कारण लिखते हैं तो वह भी।',
    declineConfirm: 'अनुरोध अस्वीकार करें',
    declining: 'अस्वीकार किया जा रहा है…',
    declined: 'अनुरोध अस्वीकार किया गया',
    keep: 'अनुरोध रहने दें',
    waiting: 'वकील के जवाब का इंतज़ार है',
    cancel: 'अनुरोध रद्द करें',
    toName: (name) => `(${name} को भेजा गया)`,
    cancelTitle: 'यह अनुरोध रद्द करें?',
    cancelText: (name) =>
      `${name} को यह अनुरोध अब नहीं दिखेगा। आप बाद में नया अनुरोध भेज सकते हैं।`,
    cancelled: 'अनुरोध रद्द किया गया',
  },
  past: {
    title: (count) => `पुराने अनुरोध (${formatNumber(count)})`,
    onDate: (what) => `{date} को ${what}`,
    status: {
      requested: 'अनुरोध भेजा गया',
      accepted: 'स्वीकार किया गया',
      declined: 'अस्वीकार किया गया',
      cancelled: 'रद्द किया गया',
      completed: 'पूरा हुआ',
    },
    cancelledBy: {
      me: 'आपने रद्द किया',
      client: 'क्लाइंट ने रद्द किया',
      advocate: 'वकील ने रद्द किया',
    },
    reason: 'कारण:',
  },
}

export default hi
