import type { en } from './upgrade-dialog'

const hi: typeof en = {
  title: 'प्रीमियम पर अपग्रेड करें',
  description: (price) =>
    `प्रीमियम का शुल्क ${price}/महीना है। अभी कोई भुगतान नहीं लिया जाएगा: अपग्रेड पूरा करने के लिए हम आपसे संपर्क करेंगे।`,
  invoiceName: 'बिल पर लिखा जाने वाला नाम',
  phone: 'फ़ोन (वैकल्पिक)',
  phoneHint: 'ताकि अपग्रेड के बारे में हम आपको फ़ोन कर सकें, जैसे +91 98765 43210।',
  note: 'टिप्पणी (वैकल्पिक)',
  notePlaceholder: 'फ़ोन करने का सही समय, बिल से जुड़ी जानकारी…',
  submit: 'अपग्रेड का अनुरोध भेजें',
  sending: 'भेजा जा रहा है…',
  requested: 'अपग्रेड का अनुरोध भेज दिया गया',
  requestedText: 'हम जल्द ही आपसे संपर्क करेंगे।',
  validation: {
    invoiceNameRequired: 'कृपया बिल के लिए नाम लिखें',
    invoiceNameTooShort: (min) => `बिल के लिए नाम कम से कम ${min} अक्षरों का होना चाहिए`,
    invoiceNameTooLong: (max) => `बिल के लिए नाम ${max} अक्षरों से लंबा न रखें`,
    phoneCharacters: 'फ़ोन नंबर में सिर्फ़ अंक, खाली जगह, +, - और कोष्ठक लिखें',
    phoneLength: (min, max) => `${min} से ${max} अक्षरों का फ़ोन नंबर लिखें, जैसे +91 98765 43210`,
    phoneDigits: (min) => `फ़ोन नंबर में कम से कम ${min} अंक होने चाहिए`,
    noteTooLong: (max) => `टिप्पणी ${max} अक्षरों से लंबी न रखें`,
  },
}

export default hi
