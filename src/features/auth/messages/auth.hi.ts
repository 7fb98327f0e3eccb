import type { en } from './auth'

/** The auth server's refusals people meet, by code (its words are English). */
const SERVER_ERRORS: Partial<Record<string, string>> = {
  invalid_credentials: 'ईमेल या पासवर्ड सही नहीं है।',
  user_already_exists: 'इस ईमेल से पहले ही एक खाता बना हुआ है। साइन इन करें।',
  email_exists: 'इस ईमेल से पहले ही एक खाता बना हुआ है। साइन इन करें।',
  weak_password: 'यह पासवर्ड बहुत कमज़ोर है। कोई लंबा पासवर्ड चुनें।',
  over_email_send_rate_limit:
    'इस पते के लिए बहुत सारे ईमेल माँगे गए हैं। कृपया एक घंटा रुककर फिर कोशिश करें।',
  over_request_rate_limit: 'बहुत सारी कोशिशें हो गईं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  email_address_invalid: 'कृपया सही ईमेल पता डालें',
  signup_disabled: 'अभी नए खाते नहीं बन रहे हैं।',
}

const hi: typeof en = {
  titles: { signIn: 'साइन इन', signingIn: 'साइन इन हो रहा है', resetPassword: 'पासवर्ड बदलें' },
  welcome: 'LexSetu में आपका स्वागत है',
  welcomeDescription: 'अपने खाते में साइन इन करें या नया खाता बनाएँ।',
  tryDemo: 'डेमो आज़माएँ',
  orContinueWith: 'या इनसे आगे बढ़ें',
  loginTab: 'लॉग इन',
  signUpTab: 'साइन अप',
  legal: {
    agree: 'आगे बढ़कर आप हमारी',
    terms: 'उपयोग की शर्तें',
    and: 'और',
    privacy: 'गोपनीयता नीति',
    end: ' से सहमत होते हैं।',
  },
  login: {
    forgotPassword: 'पासवर्ड भूल गए?',
    submit: 'साइन इन करें',
    submitting: 'लॉग इन हो रहा है...',
    welcomeBack: 'फिर से स्वागत है!',
  },
  signUp: {
    passwordHint: (min) => `कम से कम ${min} अक्षर।`,
    joiningAs: 'आप किस रूप में जुड़ रहे हैं',
    client: 'क्लाइंट',
    clientDescription: 'मुझे क़ानूनी मदद चाहिए',
    advocate: 'वकील',
    advocateDescription: 'मुझे क़ानूनी सेवाएँ देनी हैं',
    chooseRole: 'कृपया क्लाइंट या वकील चुनें',
    submit: 'खाता बनाएँ',
    submitting: 'खाता बन रहा है...',
    created: 'आपका खाता बन गया!',
  },
  success: 'हो गया',
  demo: {
    title: 'डेमो भूमिका चुनें',
    description:
      'साझा डेमो खाते से LexSetu को देखें। इसे दूसरे लोग भी इस्तेमाल करते हैं, इसलिए कोई भी निजी जानकारी न डालें।',
    client: 'क्लाइंट',
    clientDescription: 'AI सहायक से पूछें, दस्तावेज़ तैयार करें और वकील खोजें।',
    advocate: 'वकील',
    advocateDescription: 'क्लाइंट के संदेश, अपनी प्रोफ़ाइल की स्थिति और फ़ोरम के सवाल देखें।',
    signingIn: 'साइन इन हो रहा है',
    back: 'लॉग इन पर वापस',
  },
  checkEmail: {
    title: 'अपना ईमेल देखें',
    sentTo: 'हमने इसे भेजा है:',
    noEmail: 'कुछ मिनट बाद भी ईमेल नहीं आया? स्पैम फ़ोल्डर देखें, या इसे दोबारा भेजें।',
    sending: 'भेजा जा रहा है...',
    sendAgain: 'ईमेल दोबारा भेजें',
    backToSignIn: 'साइन इन पर वापस',
    sentAgain: 'दोबारा भेज दिया। सबसे नया ईमेल इस्तेमाल करें: वह पिछले की जगह लेता है।',
    signedUp:
      'आपका खाता बन गया है। अपना पता पक्का करने के लिए ईमेल में दिया लिंक खोलें; उससे आप साइन इन भी हो जाएँगे।',
    notConfirmed:
      'आपका ईमेल पता अभी पक्का नहीं हुआ है। साइन अप के समय भेजा गया लिंक खोलें, या नया लिंक मँगाएँ।',
    linkLifetime: 'लिंक एक ही बार, एक घंटे तक काम करता है।',
  },
  forgot: {
    title: 'पासवर्ड बदलें',
    description:
      'वह ईमेल पता डालें जिससे आपने साइन अप किया था। हम नया पासवर्ड रखने का लिंक भेजेंगे।',
    submit: 'लिंक भेजें',
    submitting: 'लिंक भेजा जा रहा है...',
    sent: 'अगर इस पते से कोई खाता है, तो ईमेल में नया पासवर्ड रखने का लिंक है।',
  },
  callback: {
    loadingTitle: 'लॉग इन हो रहा है',
    loadingMessage: 'आपका लॉग इन जाँचा जा रहा है...',
    verifying: 'जाँच हो रही है',
    loginTitle: 'लॉग इन हो गया',
    loginMessage: 'पहचान पक्की हो गई! डैशबोर्ड पर ले जा रहे हैं...',
    signupTitle: 'ईमेल पक्का हो गया',
    signupMessage: 'आपका ईमेल पता पक्का हो गया और आप साइन इन हैं। डैशबोर्ड पर ले जा रहे हैं...',
    recoveryTitle: 'लिंक मान लिया गया',
    recoveryMessage: 'नया पासवर्ड रखने के लिए ले जा रहे हैं...',
    errorTitle: 'पहचान में गड़बड़',
    sendNewLink: 'नया लिंक भेजें',
    backToLogin: 'लॉग इन पर वापस',
    expiredRecovery: 'यह लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। नया लिंक मँगाएँ।',
    expiredSignup:
      'यह पुष्टि लिंक पुराना हो गया है या पहले ही इस्तेमाल हो चुका है। अगर आपका ईमेल पक्का है तो साइन इन करें; नहीं है तो साइन इन करने पर नया लिंक मिलेगा।',
    failed: 'पहचान नहीं हो सकी। कृपया फिर से कोशिश करें।',
    noSession: 'कोई सत्र नहीं मिला। कृपया फिर से लॉग इन करें।',
  },
  unexpected: 'कुछ अनपेक्षित गड़बड़ हुई। कृपया फिर से कोशिश करें।',
  tooManyEmails: 'इस पते के लिए बहुत सारे ईमेल माँगे गए हैं। कृपया एक घंटा रुककर फिर कोशिश करें।',
  serverError: (code, message) => (code && SERVER_ERRORS[code]) || message,
}

export default hi
