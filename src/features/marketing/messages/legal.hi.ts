import type { en } from './legal'

const hi: typeof en = {
  lastUpdated: 'पिछला बदलाव: ',
  lastUpdatedDate: '22 नवंबर 2026',
  disclaimer:
    'यह पेज बताता है कि LexSetu कैसे काम करता है और हम एक-दूसरे से क्या अपेक्षा रखते हैं। यह हमारी सेवा के बारे में जानकारी है, क़ानूनी सलाह नहीं।',
  onThisPage: 'इस पेज पर',
  unclear: 'कुछ साफ़ नहीं हुआ? ',
  contactUs: 'हमसे संपर्क करें',
  explain: ', हम समझा देंगे।',
}

export default hi
