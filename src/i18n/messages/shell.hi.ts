import type { en } from './shell'

const hi: typeof en = {
  siteTitle: 'LexSetu · भारत के लिए क़ानूनी मदद',
  defaultDescription:
    'LexSetu भारत में लोगों को क़ानूनी मामलों में मदद करता है: AI क़ानूनी सहायक, दस्तावेज़ तैयार करना, सत्यापित वकील और एक सामुदायिक फ़ोरम।',
  noscript:
    'LexSetu चलाने के लिए JavaScript ज़रूरी है। कृपया इसे चालू करें और पेज दोबारा लोड करें।',
  loading: 'लोड हो रहा है',
  closeNotification: 'सूचना बंद करें',
  skipToContent: 'सीधे सामग्री पर जाएँ',
  mainNav: 'मुख्य',
  mainMenu: 'मुख्य मेन्यू',
  openMenu: 'मेन्यू खोलें',
  closeMenu: 'मेन्यू बंद करें',
  tryNow: 'आज़माएँ',
  nav: { home: 'होम', about: 'हमारे बारे में', pricing: 'शुल्क', contact: 'संपर्क' },
  userMenu: {
    user: 'उपयोगकर्ता',
    client: 'क्लाइंट',
    advocate: 'वकील',
    open: 'उपयोगकर्ता मेन्यू खोलें',
    yourAccount: 'आपका खाता',
    dashboard: 'डैशबोर्ड',
    settings: 'सेटिंग्स',
    help: 'सहायता और जानकारी',
    support: 'सहयोग',
    signOut: 'साइन आउट',
  },
  theme: {
    label: 'रंग-रूप',
    change: 'रंग-रूप बदलें',
    light: 'हल्का',
    dark: 'गहरा',
    system: 'सिस्टम जैसा',
  },
  language: {
    switchTo: 'English',
  },
  footer: {
    about:
      'भारत में हर किसी के लिए क़ानूनी मदद: AI क़ानूनी सहायक, दस्तावेज़ तैयार करना, सत्यापित वकील और एक सामुदायिक फ़ोरम।',
    platform: 'प्लैटफ़ॉर्म',
    company: 'कंपनी',
    resources: 'संसाधन',
    assistant: 'AI क़ानूनी सहायक',
    documents: 'दस्तावेज़ जनरेटर',
    advocates: 'वकील खोजें',
    forum: 'सामुदायिक फ़ोरम',
    pricing: 'शुल्क',
    aboutUs: 'हमारे बारे में',
    careers: 'करियर',
    blog: 'ब्लॉग',
    press: 'प्रेस',
    contact: 'संपर्क',
    helpCenter: 'सहायता केंद्र',
    documentation: 'जानकारी पुस्तिका',
    successStories: 'सफलता की कहानियाँ',
    dictionary: 'क़ानूनी शब्दकोश',
    guides: 'क़ानूनी गाइड',
    legal: 'क़ानूनी',
    termsOfUse: 'उपयोग की शर्तें',
    privacyPolicy: 'गोपनीयता नीति',
    rights: (year) => `© ${year} LexSetu. सर्वाधिकार सुरक्षित।`,
    disclaimer:
      'LexSetu क़ानूनी जानकारी देता है, क़ानूनी सलाह नहीं। अपनी स्थिति पर सलाह के लिए किसी योग्य वकील से मिलें।',
    social: 'सोशल मीडिया पर LexSetu',
    socialLink: (network) => `${network} पर LexSetu (नए टैब में खुलता है)`,
  },
}

export default hi
