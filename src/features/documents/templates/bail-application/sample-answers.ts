// A complete, valid and invented regular bail application (every name, number and place is made
// up), with the applicant's address in Devanagari so the PDF's Hindi font is exercised.
import type { Answers } from '../types'

export const sampleAnswers: Answers = {
  bailKind: 'regular',
  court: 'sessions',
  courtName: 'Court of the Sessions Judge, Pune',
  stateName: 'State of Maharashtra',
  applicantName: 'Ramesh Kumar Patil',
  relationType: 'son_of',
  relativeName: 'Suresh Patil',
  age: '34',
  occupation: 'shopkeeper (mobile accessories)',
  address: 'मकान नं. 12, साई कृपा सोसाइटी, सहकार नगर, पुणे 411009',
  firRegistered: '',
  firNumber: 'SAMPLE-0421/2025',
  policeStation: 'Sample Nagar',
  district: 'Pune',
  firDate: '2025-01-16',
  offenceDate: '2025-01-14',
  sections: '318(4), 61(2)',
  arrestDate: '2025-02-03',
  custodyType: 'judicial',
  custodySince: '2025-02-05',
  investigationStage: 'charge_sheet_filed',
  apprehensionBasis: '',
  briefFacts:
    'The complainant alleges that the applicant and a co-accused took ₹ 2,40,000 from him in January 2025 on the promise of supplying mobile phones in bulk, and never delivered them.',
  applicantVersion:
    'The applicant denies any intention to cheat. The money was an advance for a business deal that failed when the supplier defaulted; the applicant has already repaid ₹ 60,000 and has offered to repay the rest.',
  grounds: [
    'not_death_or_life',
    'no_antecedents',
    'roots_in_community',
    'investigation_complete',
    'parity',
  ],
  coAccusedDetails: 'Ajay Shinde, by this Court on 10 March 2025',
  healthDetails: '',
  additionalGrounds: [
    'The dispute is essentially a civil and commercial one, arising out of a failed business transaction.',
  ],
  antecedents: 'none',
  antecedentsDetails: '',
  earlierApplications: 'some',
  earlierApplicationsDetails:
    'Bail application before the Court of the Judicial Magistrate First Class, Pune, rejected on 20 February 2025.',
  place: 'Pune',
  signingDate: '2025-03-15',
  advocateName: 'Meera Kulkarni',
}

/** The same case, committed before 1 July 2024: its sections are IPC sections. */
export const sampleAnswersBeforeJuly2024: Answers = {
  ...sampleAnswers,
  offenceDate: '2023-11-20',
  firDate: '2023-11-22',
  sections: '420, 120B',
  arrestDate: '2024-05-02',
  custodySince: '2024-05-04',
  coAccusedDetails: 'Ajay Shinde, by this Court on 10 June 2024',
  earlierApplicationsDetails:
    'Bail application before the Court of the Judicial Magistrate First Class, Pune, rejected on 20 May 2024.',
}
