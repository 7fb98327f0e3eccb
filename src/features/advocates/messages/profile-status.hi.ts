import type { en } from './profile-status'

const hi: typeof en = {
  sections: {
    basic_information: 'बुनियादी जानकारी',
    professional_details: 'पेशेवर जानकारी',
    verification_documents: 'सत्यापन के दस्तावेज़',
    banking_details: 'बैंक की जानकारी',
  },
  states: {
    done: 'पूरा',
    pending: 'जाँच बाकी',
    missing: 'अधूरा',
  },
  checklist: 'प्रोफ़ाइल की चेकलिस्ट',
  completion: 'प्रोफ़ाइल कितनी पूरी है',
  complete: (percent) => `${percent}% पूरी`,
}

export default hi
