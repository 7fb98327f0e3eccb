import type { en } from './upgrade'

const hi: typeof en = {
  upgradeToPremium: 'प्रीमियम पर अपग्रेड करें',
  checking: 'आपका प्लान देखा जा रहा है…',
  checkError: 'पता नहीं चल सका कि आपका कोई अपग्रेड अनुरोध खुला है या नहीं।',
  tryAgain: 'फिर कोशिश करें',
  openError: 'अपग्रेड का फ़ॉर्म नहीं खुल सका',
  requestedOn: (date) => `आपने ${date} को अपग्रेड का अनुरोध भेजा — हम आपसे संपर्क करेंगे`,
  cancel: 'अनुरोध रद्द करें',
  cancelling: 'रद्द किया जा रहा है…',
  cancelled: 'अपग्रेड का अनुरोध रद्द किया गया',
  cancelledText: 'आप कभी भी प्रीमियम के लिए फिर से अनुरोध कर सकते हैं।',
  notCancelled: 'अनुरोध रद्द नहीं हुआ',
  notRequested: 'अपग्रेड का अनुरोध नहीं भेजा जा सका',
  requestNotOpen: 'यह अपग्रेड अनुरोध अब खुला नहीं है।',
  connectionProblem: 'कृपया अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।',
}

export default hi
