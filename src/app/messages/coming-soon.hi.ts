import type { en } from './coming-soon'

const hi: typeof en = {
  pageTitle: 'जल्द आ रहा है',
  headings: {
    careers: 'LexSetu में करियर का पेज जल्द आ रहा है',
    blog: 'LexSetu ब्लॉग जल्द आ रहा है',
    press: 'प्रेस पेज जल्द आ रहा है',
    docs: 'जानकारी पुस्तिका जल्द आ रही है',
    successStories: 'सफलता की कहानियाँ जल्द आ रही हैं',
    dashboardSupport: 'सहायता और सहयोग जल्द आ रहा है',
    resources: 'संसाधन जल्द आ रहे हैं',
  },
  body: 'LexSetu सबके सामने, एक-एक हिस्सा करके बन रहा है। यह हिस्सा अभी तैयार नहीं है, और हम कोई ऐसी चीज़ दिखाने के बजाय, जो काम न करे, साफ़ बता देना बेहतर समझते हैं।',
  backToDashboard: 'अपने डैशबोर्ड पर लौटें',
  backToHome: 'होम पेज पर लौटें',
  contactUs: 'हमसे संपर्क करें',
}

export default hi
