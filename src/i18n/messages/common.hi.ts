import type { en } from './common'

const hi: typeof en = {
  unknownError: 'कोई अनजानी गड़बड़ी हुई',
  error: 'गड़बड़ी',
  couldNotRestoreSession: 'आपका सत्र वापस नहीं लाया जा सका',
  couldNotLoadProfile: 'आपकी प्रोफ़ाइल लोड नहीं हो सकी',
  couldNotSignOut: (detail) => `साइन आउट नहीं हो सका: ${detail}`,
  errorPage: {
    title: 'ऐप में अचानक गड़बड़ी हो गई!',
    reloadBefore: 'कृपया पेज फिर से लोड करें। अगर ऐसा बार-बार हो, तो',
    tellUs: 'हमें बताएँ',
    reloadAfter: 'कि आप क्या कर रहे थे।',
    backHome: 'होम पेज पर वापस जाएँ',
  },
}

export default hi
