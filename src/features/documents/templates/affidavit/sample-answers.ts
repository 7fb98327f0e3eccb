// A complete, valid and fictional affidavit: the PDF test and the demo seed use it. The address is
// in Hindi so the PDF's Devanagari font is exercised.
import type { Answers } from '../types'

export const sampleAnswers: Answers = {
  purpose: 'Affidavit for change of name',
  forCourt: 'no',
  courtName: '',
  caseNumber: '',
  caseParties: '',
  deponentName: 'Priya Sharma',
  relation: 'daughter_of',
  relativeName: 'Rajesh Sharma',
  age: '29',
  occupation: 'Software engineer',
  address: 'मकान नं. 12, गली नं. 3, शांति नगर, जयपुर, राजस्थान 302001',
  statements: [
    'I am a citizen of India and reside at the address given above.',
    'My name is recorded as "Priya Kumari" in my Class X certificate issued in 2012.',
    'I have changed my name to "Priya Sharma" and shall be known by this name for all purposes from now on.',
    '"Priya Kumari" and "Priya Sharma" are the names of one and the same person, namely myself.',
  ],
  place: 'Jaipur',
  signingDate: '2026-11-20',
  attestedBy: 'notary',
  identifiedBy: 'Anil Mehta, Advocate',
}
