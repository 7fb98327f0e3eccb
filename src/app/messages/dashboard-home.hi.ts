import { plural } from '@/i18n/format'
import type { en } from './dashboard-home'

const hi: typeof en = {
  pageTitle: 'डैशबोर्ड',
  client: {
    welcomeBack: (name) => (name ? `फिर से स्वागत है, ${name}!` : 'फिर से स्वागत है!'),
    intro: 'जहाँ छोड़ा था वहीं से आगे बढ़ें, या कुछ नया शुरू करें।',
    yourTools: 'आपके टूल',
    open: 'खोलें',
    locked: 'बंद',
    premiumFeature: 'प्रीमियम सुविधा',
    upgradeToUse: (tool) => `${tool} इस्तेमाल करने के लिए प्रीमियम पर अपग्रेड करें।`,
    tools: {
      chat: {
        title: 'क़ानूनी चैट',
        description: 'भारतीय क़ानून के बारे में AI क़ानूनी सहायक से दिन हो या रात, कभी भी पूछें।',
      },
      documents: {
        title: 'दस्तावेज़',
        description: 'शपथ पत्र, किराया अनुबंध और ज़मानत अर्ज़ी का मसौदा बनाएँ।',
      },
      advocates: {
        title: 'वकील',
        description: 'विशेषज्ञता, भाषा और जगह के हिसाब से सत्यापित वकील खोजें।',
      },
      forum: {
        title: 'फ़ोरम',
        description: 'समुदाय से पूछें और वकीलों के जवाब पढ़ें।',
      },
    },
    upsell: {
      title: 'प्रीमियम पर अपग्रेड करें',
      before: 'दस्तावेज़ जनरेटर, वकील से मिलान और प्राथमिकता वाला सहयोग पाएँ, सिर्फ़ ',
      price: (price) => `${price}/महीना`,
      after: ' में।',
      upgrade: 'अपग्रेड करें',
    },
    documents: {
      title: 'हाल के दस्तावेज़',
      what: 'आपके हाल के दस्तावेज़',
      emptyTitle: 'अभी कोई दस्तावेज़ नहीं',
      emptyDescription:
        'आप जो शपथ पत्र, किराया अनुबंध और ज़मानत अर्ज़ियाँ तैयार करेंगे, वे यहाँ दिखेंगी।',
      create: 'दस्तावेज़ बनाएँ',
      unlock: 'दस्तावेज़ जनरेटर पाएँ',
      view: 'देखें',
    },
    chats: {
      title: 'हाल की बातचीत',
      what: 'आपकी हाल की बातचीत',
      emptyTitle: 'अभी कोई बातचीत नहीं',
      emptyDescription: 'क़ानूनी सहायक से कोई सवाल पूछें; आपकी बातचीत यहाँ दिखेगी।',
      start: 'बातचीत शुरू करें',
      continue: 'जारी रखें',
      messages: (count) => plural(count, { one: '# संदेश', other: '# संदेश' }),
    },
  },
  advocate: {
    welcome: 'स्वागत है, वकील जी',
    intro: 'LexSetu पर आपकी प्रैक्टिस, एक नज़र में।',
    stats: {
      title: 'आपकी गतिविधि',
      clientMessages: 'क्लाइंट के संदेश',
      profileViews: 'प्रोफ़ाइल देखी गई',
      consultations: 'परामर्श',
      forumReplies: 'फ़ोरम पर जवाब',
      notAvailable: 'उपलब्ध नहीं',
      loading: 'लोड हो रहा है…',
      statsError: 'हम आपकी गतिविधि के आँकड़े लोड नहीं कर सके।',
      repliesError: 'हम फ़ोरम पर आपके जवाब लोड नहीं कर सके।',
    },
    messages: {
      title: 'आए हुए संदेश',
      what: 'आपके संदेश',
      viewAll: 'सभी देखें',
      viewAllHidden: 'संदेश',
      emptyTitle: 'अभी कोई संदेश नहीं',
      emptyDescription:
        'जब क्लाइंट आपको लिखेंगे, उनके संदेश यहाँ आएँगे। पूरी प्रोफ़ाइल से उन्हें आप तक पहुँचने में मदद मिलती है।',
      reviewProfile: 'अपनी प्रोफ़ाइल देखें',
      respond: 'जवाब दें',
      respondTo: (client) => `(${client} को)`,
    },
    profile: {
      title: 'प्रोफ़ाइल की स्थिति',
      what: 'आपकी प्रोफ़ाइल की स्थिति',
      complete: 'प्रोफ़ाइल पूरी करें',
    },
    forum: {
      title: 'फ़ोरम के सवाल',
      what: 'फ़ोरम के सवाल',
      open: 'फ़ोरम खोलें',
      emptyTitle: 'अभी कोई खुला सवाल नहीं',
      emptyDescription: 'समुदाय के नए सवाल, जिन्हें किसी वकील के जवाब की ज़रूरत है, यहाँ दिखेंगे।',
      browse: 'फ़ोरम देखें',
      tags: 'टैग',
      replies: (count) =>
        count === 0 ? 'अभी कोई जवाब नहीं' : plural(count, { one: '# जवाब', other: '# जवाब' }),
    },
  },
}

export default hi
