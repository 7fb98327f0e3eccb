import { formatNumber } from '@/i18n/format'
import type { en } from './editor'

const hi: typeof en = {
  allDocuments: 'सभी दस्तावेज़',
  document: 'दस्तावेज़',
  documentLoading: 'दस्तावेज़ लोड हो रहा है…',
  documentError: 'यह दस्तावेज़ लोड नहीं हो सका।',
  notFoundTitle: 'यह दस्तावेज़ नहीं मिला',
  notFoundText: 'हो सकता है इसे मिटा दिया गया हो, या यह किसी दूसरे खाते का हो।',
  goneText: 'इसे किसी दूसरे टैब या डिवाइस पर मिटा दिया गया है।',
  unknownTemplateTitle: 'यह नमूना नहीं मिला',
  unknownTemplateText: 'दस्तावेज़ों वाले पेज पर दिए तीन नमूनों में से कोई एक चुनें।',
  notFoundError: 'यह दस्तावेज़ नहीं मिला। हो सकता है इसे मिटा दिया गया हो।',
  conflictError: 'इस मसौदे को किसी दूसरे टैब या डिवाइस पर बदला गया है।',

  formTab: 'फ़ॉर्म',
  previewTab: 'झलक',
  previewOf: (title) => `${title} की झलक`,
  notFilledIn: 'अभी भरा नहीं गया: ',
  guidanceTitle: 'हस्ताक्षर करने से पहले',
  noteWord: 'ध्यान दें',
  warningWord: 'चेतावनी',
  localOnlyNote: 'आपके जवाब इसी डिवाइस पर रखे जाते हैं।',
  finalNote:
    'यह दस्तावेज़ अंतिम है, इसलिए इसमें बदलाव नहीं हो सकता। बदलाव करने के लिए इसे फिर से मसौदा बनाएँ।',
  sampleNote:
    'यह नमूना दस्तावेज़ डेमो के सभी आगंतुकों के बीच साझा है, इसलिए इसे बदला नहीं जा सकता। अपनी कॉपी बनाने के लिए ‘कॉपी बनाएँ’ चुनें और उसमें बदलाव करें।',

  steps: 'चरण',
  stepOf: (step, total) => `चरण ${step} / ${total}`,
  requiredNote: '* वाले खाने भरना ज़रूरी है।',
  back: 'पीछे',
  next: 'आगे',
  chooseOne: 'कोई एक चुनें',
  item: 'चीज़',
  itemNumber: (item, index) => `${item} ${index}`,
  removeItem: (item, index) => `${item} ${index} हटाएँ`,
  addItem: (item) => `${item} जोड़ें`,
  mostItems: (max) => `इस दस्तावेज़ में इससे ज़्यादा नहीं जोड़े जा सकते (${max})।`,
  missingAnswers: (purpose, stepTitle) =>
    `कुछ जवाब छूटे हैं या उन्हें ठीक करना है। ${
      purpose === 'pdf' ? 'PDF डाउनलोड करने' : 'दस्तावेज़ को अंतिम बनाने'
    } के लिए “${stepTitle}” में चिह्नित खाने पूरे करें।`,
  tooLong: (max) => `इसे ${formatNumber(max)} अक्षरों से कम रखें।`,
  tooManyItems: (max) => `ज़्यादा से ज़्यादा ${max} चीज़ें रखें।`,
  realDateOrEmpty: 'सही तारीख़ डालें, या इसे ख़ाली छोड़ दें।',

  downloadPdf: 'PDF डाउनलोड करें',
  preparingPdf: 'PDF तैयार हो रहा है…',
  preparingPdfStatus: 'आपका PDF तैयार हो रहा है। पहली बार में कुछ सेकंड लगते हैं।',
  pdfError: 'PDF नहीं बन सका',
  print: 'प्रिंट करें',
  markFinal: 'अंतिम बनाएँ',
  reopen: 'फिर से मसौदा बनाएँ',
  saveDraft: 'मसौदा सहेजें',
  savingDraft: 'सहेजा जा रहा है…',
  draftSaved: 'मसौदा सहेज लिया गया',
  draftSaveError: 'मसौदा सहेजा नहीं जा सका',
  notSaved: 'सहेजा नहीं गया',
  rename: 'नाम बदलें',
  duplicate: 'कॉपी बनाएँ',
  duplicating: 'कॉपी बन रही है…',
  delete: 'मिटाएँ',

  lockTitle: 'प्रीमियम की सुविधा',
  lockText:
    'मसौदे सहेजना और PDF डाउनलोड करना प्रीमियम में मिलता है। यह दस्तावेज़ सहेजने, इसे PDF के रूप में डाउनलोड करने और प्रिंट करने के लिए प्रीमियम लें। आपने जो लिखा है, वह इसी डिवाइस पर रहेगा।',
  notNow: 'अभी नहीं',

  conflictTitle: 'इस मसौदे को किसी दूसरे टैब या डिवाइस पर बदला गया है',
  conflictText:
    'सहेजा गया रूप वह नहीं है जिसे आप यहाँ बदल रहे हैं। चुनें कि कौन-सा रखना है: जब तक आप नहीं चुनते, कुछ भी मिटाया नहीं जाएगा।',
  loadSaved: 'सहेजा गया रूप खोलें',
  keepMine: 'मेरा रूप रखें',
  conflictNote: 'सहेजा नहीं गया: इस मसौदे को किसी दूसरे टैब या डिवाइस पर बदला गया है।',
  chooseVersion: 'रूप चुनें',

  deleteTitle: 'यह दस्तावेज़ मिटाएँ?',
  deleteText: (title) => `“${title}” मिट जाएगा। इसे वापस नहीं लाया जा सकेगा।`,
  deleteConfirm: 'दस्तावेज़ मिटाएँ',
  deleting: 'मिटाया जा रहा है…',
  deleted: 'दस्तावेज़ मिटा दिया गया',
  cancel: 'रद्द करें',
  renameTitle: 'दस्तावेज़ का नाम बदलें',
  renameText: 'इसी नाम से आप अपनी सूची में दस्तावेज़ ढूँढेंगे।',
  save: 'सहेजें',
  duplicated: 'कॉपी बन गई',
  duplicateError: 'दस्तावेज़ की कॉपी नहीं बन सकी',
  statusError: 'स्थिति बदली नहीं जा सकी',
  markedFinal: 'अंतिम बना दिया गया',
  reopened: 'फिर से मसौदा बना दिया गया',

  savePhases: {
    saved: 'सहेज लिया गया',
    pending: 'सहेजा जा रहा है…',
    saving: 'सहेजा जा रहा है…',
    retrying: 'सहेजा नहीं जा सका – फिर कोशिश हो रही है',
    offline: 'ऑफ़लाइन – इसी डिवाइस पर रखा है',
    conflict: 'सहेजा नहीं गया',
    refused: 'सहेजा नहीं गया',
    local: 'इसी डिवाइस पर रखा है',
  },
}

export default hi
