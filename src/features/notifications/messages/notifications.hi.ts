import { formatNumber } from '@/i18n/format'
import type { en } from './notifications'

const hi: typeof en = {
  title: 'सूचनाएँ',
  markAllRead: 'सब पढ़ा हुआ मानें',
  empty: 'अभी कोई नई सूचना नहीं है। जब किसी बात पर आपका ध्यान चाहिए होगा, हम आपको बताएँगे।',
  loading: 'आपकी सूचनाएँ लोड हो रही हैं…',
  loadError: 'आपकी सूचनाएँ लोड नहीं हो सकीं।',
  retry: 'फिर कोशिश करें',
  bellLabel: (unread) => (unread === 0 ? 'सूचनाएँ' : `सूचनाएँ, ${formatNumber(unread)} बिना पढ़ी`),
  unread: 'बिना पढ़ी',
  sentences: {
    consultationRequested: (actor) => `${actor ?? 'एक क्लाइंट'} ने आपसे परामर्श का अनुरोध किया है।`,
    consultationAccepted: (actor) => `${actor ?? 'आपके वकील'} ने आपका परामर्श अनुरोध स्वीकार किया।`,
    consultationDeclined: (actor) => `${actor ?? 'वकील'} ने आपका परामर्श अनुरोध अस्वीकार किया।`,
    consultationCancelled: (actor) => `${actor ?? 'दूसरे पक्ष'} ने आपका परामर्श रद्द किया।`,
    messageReceived: (actor, count) => {
      if (count > 1)
        return actor
          ? `${actor} के ${formatNumber(count)} नए संदेश।`
          : `आपकी बातचीत में ${formatNumber(count)} नए संदेश।`
      return actor ? `${actor} का नया संदेश।` : 'आपकी बातचीत में नया संदेश।'
    },
    forumReply: (actor, subject) =>
      `${actor ?? 'किसी'} ने ${subject ? `“${subject}”` : 'आपके सवाल'} का जवाब दिया।`,
    answerHelpful: (subject) =>
      subject
        ? `“${subject}” पर आपके जवाब को मददगार माना गया।`
        : 'आपके एक जवाब को मददगार माना गया।',
    verificationApproved:
      'आपकी वकील प्रोफ़ाइल सत्यापित हो गई है। अब क्लाइंट आपको वकीलों की निर्देशिका में ढूँढ सकते हैं।',
    verificationRejected: (reason) =>
      reason
        ? `आपकी वकील प्रोफ़ाइल सत्यापित नहीं हुई: ${reason}`
        : 'आपकी वकील प्रोफ़ाइल सत्यापित नहीं हुई। क्या बदलना है, यह जानने के लिए अपनी प्रोफ़ाइल खोलें।',
    other: 'आपके लिए एक नई सूचना है।',
  },
}

export default hi
