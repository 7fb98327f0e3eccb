import type { en } from './lists'

const hi: typeof en = {
  practiceAreas: {
    'Criminal Law': 'आपराधिक क़ानून',
    'Civil Law': 'सिविल क़ानून',
    'Family Law': 'पारिवारिक क़ानून',
    'Property Law': 'संपत्ति क़ानून',
    'Constitutional Law': 'संवैधानिक क़ानून',
    'Consumer Law': 'उपभोक्ता क़ानून',
    'Labour and Employment Law': 'श्रम और रोज़गार क़ानून',
    'Cyber Law': 'साइबर क़ानून',
    'Tax Law': 'कर क़ानून',
    'Corporate Law': 'कॉरपोरेट क़ानून',
  },
  languages: {
    English: 'अंग्रेज़ी',
    Hindi: 'हिन्दी',
    Bengali: 'बांग्ला',
    Marathi: 'मराठी',
    Telugu: 'तेलुगु',
    Tamil: 'तमिल',
    Gujarati: 'गुजराती',
    Urdu: 'उर्दू',
    Kannada: 'कन्नड़',
    Odia: 'ओड़िया',
    Malayalam: 'मलयालम',
    Punjabi: 'पंजाबी',
    Assamese: 'असमिया',
    Maithili: 'मैथिली',
    Sanskrit: 'संस्कृत',
    Konkani: 'कोंकणी',
    Nepali: 'नेपाली',
    Sindhi: 'सिंधी',
    Dogri: 'डोगरी',
    Manipuri: 'मणिपुरी',
    Bodo: 'बोडो',
    Santali: 'संथाली',
    Kashmiri: 'कश्मीरी',
  },
  modes: {
    chat: 'चैट',
    phone: 'फ़ोन कॉल',
    video: 'वीडियो कॉल',
  },
}

export default hi
