import type { en } from './dashboard'

const hi: typeof en = {
  sidebar: 'साइडबार',
  dashboardNav: 'डैशबोर्ड',
  openNavigation: 'नेविगेशन खोलें',
  navigation: 'नेविगेशन',
  menu: 'मेन्यू',
  support: 'सहयोग',
  signOut: 'साइन आउट',
  demoAccount: 'डेमो खाता',
  demoWarning: 'आप एक साझा डेमो खाते का उपयोग कर रहे हैं। कोई भी निजी जानकारी न डालें।',
  items: {
    overview: 'सारांश',
    chat: 'AI से बात करें',
    documents: 'मेरे दस्तावेज़',
    advocates: 'वकील खोजें',
    forum: 'सामुदायिक फ़ोरम',
    messages: 'संदेश',
    profile: 'मेरी प्रोफ़ाइल',
    forumQueries: 'फ़ोरम के सवाल',
    resources: 'संसाधन',
    settings: 'सेटिंग्स',
    helpAndSupport: 'सहायता और सहयोग',
  },
}

export default hi
