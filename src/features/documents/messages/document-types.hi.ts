import type { en } from './document-types'

const hi: typeof en = {
  types: {
    affidavit: 'शपथ पत्र',
    rent_agreement: 'किराया अनुबंध',
    bail_application: 'ज़मानत अर्ज़ी',
  },
  statuses: {
    draft: 'मसौदा',
    final: 'अंतिम',
  },
}

export default hi
