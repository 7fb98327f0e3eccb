import { formatNumber, formatRupees, plural } from '@/i18n/format'
import type { en } from './my-profile'

const hi: typeof en = {
  title: 'मेरी प्रोफ़ाइल',
  heading: 'मेरी प्रोफ़ाइल',
  intro:
    'क्लाइंट आपकी प्रैक्टिस के बारे में क्या देखते हैं, और आपको सत्यापित करने व भुगतान करने के लिए हमें क्या चाहिए।',
  loading: 'आपकी प्रोफ़ाइल खुल रही है…',
  loadFailed: 'आपकी प्रोफ़ाइल नहीं खुल सकी।',
  directoryNote: 'नामांकन सत्यापित होते ही क्लाइंट आपको वकीलों की निर्देशिका में ढूँढ सकेंगे।',
  cards: {
    basic:
      'क्लाइंट सबसे पहले यही देखते हैं: आपका नाम, आप कहाँ प्रैक्टिस करते हैं, किन भाषाओं में काम करते हैं और आपका छोटा-सा परिचय।',
    professional:
      'आपके प्रैक्टिस क्षेत्र, जिन अदालतों में आप पेश होते हैं, आपका अनुभव और आपकी फ़ीस।',
    verification:
      'आपका बार काउंसिल नामांकन, जिसे हम क्लाइंट को आपकी प्रोफ़ाइल दिखाने से पहले जाँचते हैं।',
    banking: 'परामर्श के लिए आप भुगतान कहाँ पाना चाहेंगे।',
  },
  groups: {
    basic: 'बुनियादी जानकारी',
    professional: 'पेशेवर जानकारी',
    verification: 'सत्यापन के दस्तावेज़',
    banking: 'बैंक की जानकारी',
  },
  saved: {
    title: 'सहेज लिया',
    basic: 'बुनियादी जानकारी सहेज ली गई।',
    professional: 'पेशेवर जानकारी सहेज ली गई।',
    verification: 'सत्यापन के दस्तावेज़ सहेज लिए गए।',
    banking: 'बैंक की जानकारी सहेज ली गई।',
  },
  notSaved: 'सहेजा नहीं गया।',
  saving: 'सहेजा जा रहा है…',
  save: 'सहेजें',
  signedOut: 'आप साइन आउट हो चुके हैं। कृपया फिर से साइन इन करें।',
  choices: {
    chosen: (count, max) => `${count} चुने गए, ज़्यादा से ज़्यादा ${max}।`,
    full: ' कोई और चुनने के लिए पहले एक हटाएँ।',
  },
  basic: {
    displayName: 'दिखने वाला नाम',
    displayNameHint: 'क्लाइंट को दिखने वाला नाम, जैसे Adv. मीरा कृष्णन।',
    city: 'शहर',
    state: 'राज्य',
    chooseState: 'राज्य चुनें',
    languages: 'भाषाएँ',
    bio: 'परिचय',
    bioPlaceholder: 'आपका अनुभव, आप कैसे मामले देखते हैं और क्लाइंट के साथ कैसे काम करते हैं।',
    bioCounter: (length, max, doneMin) =>
      `${formatNumber(length)} / ${formatNumber(max)} अक्षर। कम से कम ${doneMin} अक्षर लिखने पर प्रोफ़ाइल का यह हिस्सा पूरा होगा।`,
  },
  professional: {
    practiceAreas: 'प्रैक्टिस क्षेत्र',
    courts: 'अदालतें',
    courtsHint: (max) =>
      `जिन अदालतों और ट्रिब्यूनलों में आप पेश होते हैं, जैसे बॉम्बे हाई कोर्ट। ज़्यादा से ज़्यादा ${max}।`,
    court: (number) => `अदालत ${number}`,
    removeCourt: (number) => `अदालत ${number} हटाएँ`,
    addCourt: 'अदालत जोड़ें',
    courtsFull: (max) =>
      `यह ${max} अदालतें हो गईं, प्रोफ़ाइल में इससे ज़्यादा नहीं जुड़ सकतीं। कोई और जोड़ने के लिए पहले एक हटाएँ।`,
    enrolmentYear: 'नामांकन का वर्ष',
    enrolmentYearHint: (example) =>
      `जिस वर्ष आपका नामांकन राज्य बार काउंसिल में हुआ, जैसे ${example}।`,
    experience: (years) => plural(years, { one: '# साल का अनुभव', other: '# साल का अनुभव' }),
    fee: 'परामर्श फ़ीस ₹ में (वैकल्पिक)',
    feeHint: (max) =>
      `पूरे रुपये में, ${formatRupees(max)} तक; मुफ़्त परामर्श के लिए 0 लिखें। फ़ीस भरते ही आपकी पेशेवर जानकारी पूरी मानी जाएगी।`,
    feePlaceholder: 'जैसे 1,500',
  },
  verification: {
    pendingNote: 'हम नामांकन की जानकारी बार काउंसिल से जाँचते हैं, आम तौर पर 2 कामकाजी दिनों में।',
    status: 'स्थिति:',
    statuses: {
      unverified: 'जमा नहीं किया',
      pending: 'जाँच जारी है',
      verified: 'सत्यापित',
      rejected: 'अस्वीकार',
    },
    rejectedWith: (reason) => `अस्वीकार: ${reason}`,
    rejectedNote: 'नामांकन की जानकारी सुधारें और सहेजें, ताकि उसकी फिर से जाँच हो।',
    verifiedNote: 'क्लाइंट आपको वकीलों की निर्देशिका में ढूँढ सकते हैं।',
    enrolmentNo: 'बार काउंसिल नामांकन संख्या',
    enrolmentNoHint: 'जैसी आपके नामांकन प्रमाणपत्र पर है, जैसे MAH/1234/2015।',
    council: 'राज्य बार काउंसिल',
    chooseCouncil: 'राज्य बार काउंसिल चुनें',
    changeNote: 'यह जानकारी बदलने पर आपकी प्रोफ़ाइल फिर से जाँच के लिए जाएगी।',
    uploadsNote:
      'अभी दस्तावेज़ अपलोड करने की सुविधा नहीं है: हम आपकी नामांकन संख्या आपकी राज्य बार काउंसिल से जाँचते हैं, इसलिए फ़िलहाल कुछ अपलोड नहीं करना है।',
    councils: {
      'Bar Council of Andhra Pradesh': 'आंध्र प्रदेश बार काउंसिल',
      'Bar Council of Assam, Nagaland, Mizoram and Arunachal Pradesh':
        'असम, नगालैंड, मिज़ोरम और अरुणाचल प्रदेश बार काउंसिल',
      'Bar Council of Bihar': 'बिहार बार काउंसिल',
      'Bar Council of Chhattisgarh': 'छत्तीसगढ़ बार काउंसिल',
      'Bar Council of Delhi': 'दिल्ली बार काउंसिल',
      'Bar Council of Gujarat': 'गुजरात बार काउंसिल',
      'Bar Council of Himachal Pradesh': 'हिमाचल प्रदेश बार काउंसिल',
      'Bar Council of Jammu and Kashmir and Ladakh': 'जम्मू-कश्मीर और लद्दाख बार काउंसिल',
      'Bar Council of Jharkhand': 'झारखंड बार काउंसिल',
      'Bar Council of Karnataka': 'कर्नाटक बार काउंसिल',
      'Bar Council of Kerala': 'केरल बार काउंसिल',
      'Bar Council of Madhya Pradesh': 'मध्य प्रदेश बार काउंसिल',
      'Bar Council of Maharashtra and Goa': 'महाराष्ट्र और गोवा बार काउंसिल',
      'Bar Council of Manipur': 'मणिपुर बार काउंसिल',
      'Bar Council of Meghalaya': 'मेघालय बार काउंसिल',
      'Bar Council of Odisha': 'ओडिशा बार काउंसिल',
      'Bar Council of Punjab and Haryana': 'पंजाब और हरियाणा बार काउंसिल',
      'Bar Council of Rajasthan': 'राजस्थान बार काउंसिल',
      'Bar Council of Sikkim': 'सिक्किम बार काउंसिल',
      'Bar Council of Tamil Nadu and Puducherry': 'तमिलनाडु और पुडुचेरी बार काउंसिल',
      'Bar Council of Telangana': 'तेलंगाना बार काउंसिल',
      'Bar Council of Tripura': 'त्रिपुरा बार काउंसिल',
      'Bar Council of Uttar Pradesh': 'उत्तर प्रदेश बार काउंसिल',
      'Bar Council of Uttarakhand': 'उत्तराखंड बार काउंसिल',
      'Bar Council of West Bengal': 'पश्चिम बंगाल बार काउंसिल',
    },
  },
  banking: {
    storedSeparately:
      'यह आपकी प्रोफ़ाइल से अलग रखी जाती है: इसे सिर्फ़ आप देख सकते हैं, क्लाइंट कभी नहीं।',
    accountHolder: 'खाताधारक का नाम',
    howPaid: 'आपको भुगतान कैसे मिले',
    methods: { upi: 'UPI से', account: 'बैंक खाते में' },
    upiId: 'UPI आईडी',
    upiHint: 'जैसे name@okaxis',
    accountNumber: 'खाता संख्या',
    ifsc: 'IFSC कोड',
    ifscHint: '11 अक्षर, आपकी चेकबुक पर लिखे होते हैं, जैसे SBIN0001234।',
  },
  notForClients: {
    heading: 'वकील की प्रोफ़ाइल सिर्फ़ वकीलों के लिए है',
    explanation:
      'आपका खाता क्लाइंट खाता है। इस पेज पर वकील अपनी प्रैक्टिस के बारे में बताते हैं, सत्यापित होते हैं और भुगतान पाने का तरीका बताते हैं, इसलिए आपको यहाँ कुछ नहीं भरना है।',
    roleNote:
      'साइन अप के समय चुनी गई भूमिका खाते के साथ रहती है; क़ानूनी सेवाएँ देने के लिए वकील का खाता बनाएँ।',
    findAdvocates: 'वकील खोजें',
    backToDashboard: 'अपने डैशबोर्ड पर वापस',
  },
  errors: {
    displayName: (min, max) => `वह नाम लिखें जो क्लाइंट को दिखना चाहिए (${min}–${max} अक्षर)`,
    city: (min, max) => `अपना शहर लिखें (${min}–${max} अक्षर)`,
    state: 'अपना राज्य चुनें',
    languagesMin: 'कम से कम एक भाषा चुनें जिसमें आप काम करते हैं',
    languagesMax: (max) => `ज़्यादा से ज़्यादा ${max} भाषाएँ चुनें`,
    bio: (max) => `परिचय ${formatNumber(max)} अक्षरों से ज़्यादा न हो`,
    practiceAreas: 'कम से कम एक प्रैक्टिस क्षेत्र चुनें',
    court: (min, max) => `अदालत का नाम लिखें (${min}–${max} अक्षर)`,
    courtsMin: 'कम से कम एक अदालत जोड़ें जहाँ आप प्रैक्टिस करते हैं',
    courtsMax: (max) => `ज़्यादा से ज़्यादा ${max} अदालतें लिखें`,
    courtsDistinct: 'हर अदालत एक ही बार लिखें',
    enrolmentYear: (min, thisYear) => `नामांकन का वर्ष लिखें, ${min} से ${thisYear} के बीच`,
    fee: (max) => `फ़ीस पूरे रुपये में लिखें, ${formatRupees(0)} से ${formatRupees(max)} तक`,
    enrolmentNo: 'अपनी बार काउंसिल नामांकन संख्या लिखें, जैसे MAH/1234/2015',
    enrolmentNoShape: (min, max) =>
      `${min}–${max} अक्षर, अंक, खाली जगह, /, - या . ही लिखें, और कम से कम एक अंक ज़रूर हो, जैसे MAH/1234/2015`,
    stateBarCouncil: 'अपनी राज्य बार काउंसिल चुनें',
    accountHolder: (min, max) => `खाताधारक का नाम लिखें (${min}–${max} अक्षर)`,
    upiId: 'सही UPI आईडी लिखें, जैसे name@bank',
    accountNumber: 'अपनी खाता संख्या लिखें: 9 से 18 अंक',
    ifsc: 'सही IFSC कोड लिखें, जैसे SBIN0001234',
  },
}

export default hi
