import { formatNumber } from '@/i18n/format'
import type { en } from './connect'

const hi: typeof en = {
  title: (name) => `${name} से जुड़ें`,
  description: (name) =>
    `${name} को अपने मामले के बारे में बताएँ और यह भी कि आप कब बात करना चाहेंगे। आपका अनुरोध सिर्फ़ यही वकील देख सकते हैं।`,
  category: 'मामले की श्रेणी',
  describe: 'अपना मामला बताएँ',
  describeHint: (length, max) =>
    `क्या हुआ और आपको किस तरह की मदद चाहिए। ${formatNumber(length)} / ${formatNumber(max)} अक्षर`,
  mode: 'बात करने का तरीका',
  time: 'पसंद का समय',
  timeHint: (days) =>
    `आपके यहाँ का समय, अगले ${days} दिनों के भीतर। अनुरोध स्वीकार करते समय वकील इसे पक्का करेंगे।`,
  notSent: 'आपका अनुरोध नहीं भेजा जा सका।',
  textKept: 'आपका लिखा हुआ यहीं सुरक्षित है।',
  seePremium: 'प्रीमियम देखें',
  goToMessages: 'संदेशों पर जाएँ',
  cancel: 'रद्द करें',
  sending: 'भेजा जा रहा है…',
  send: 'अनुरोध भेजें',
  sentTitle: 'अनुरोध भेज दिया गया',
  sentDescription: (name) => `${name} आपके अनुरोध का जवाब देंगे। आप इसे संदेशों में देख सकते हैं।`,
  close: 'बंद करें',
  requestError: 'आपका अनुरोध अभी नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  premiumLock: 'वकीलों से जुड़ना प्रीमियम योजना का हिस्सा है।',
  premiumLockMore: 'परामर्श के अनुरोध भेजने और सत्यापित वकीलों को संदेश भेजने के लिए प्रीमियम लें।',
  notNow: 'अभी नहीं',
  errors: {
    descriptionTooShort: (min) => `अपना मामला कम से कम ${min} अक्षरों में बताएँ`,
    descriptionTooLong: (max) => `विवरण ${formatNumber(max)} अक्षरों से कम रखें`,
    timeMissing: 'पसंद का समय चुनें',
    timeNotFuture: 'आने वाला कोई समय चुनें',
    timeTooFar: (days) => `अगले ${days} दिनों के भीतर का समय चुनें`,
  },
}

export default hi
