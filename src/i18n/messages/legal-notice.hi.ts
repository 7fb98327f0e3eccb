import type { en } from './legal-notice'

const hi: typeof en = {
  notice:
    'यह सामान्य क़ानूनी जानकारी है, क़ानूनी सलाह नहीं। अपनी स्थिति पर सलाह के लिए किसी वकील से, या मुफ़्त क़ानूनी सहायता (NALSA हेल्पलाइन 15100) से बात करें।',
}

export default hi
