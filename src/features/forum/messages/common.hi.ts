import type { en } from './common'

const hi: typeof en = {
  categories: {
    'Criminal Law': 'आपराधिक क़ानून',
    'Civil Law': 'सिविल क़ानून',
    'Family Law': 'पारिवारिक क़ानून',
    'Property Law': 'संपत्ति क़ानून',
    'Constitutional Law': 'संवैधानिक क़ानून',
  },
  tags: 'टैग',
  anonymous: 'गुमनाम',
  deleted: '[हटाया गया]',
  youAnonymous: '(आप; दूसरों को “गुमनाम” दिखता है)',
  verifiedAdvocate: 'सत्यापित वकील',
  edited: '(संपादित)',
}

export default hi
