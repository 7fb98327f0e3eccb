import { isHindi } from '@/i18n/locale'
import hi from './bail-application-form.hi'

/**
 * The bail application's form as the screen shows it: steps by id, fields and choices by name,
 * and the checks' messages (the English as templates/bail-application/ writes it). Not the
 * application's text.
 */
export const en = {
  steps: {
    court: {
      title: 'Bail and court',
      description:
        'Regular bail is for a person in custody; anticipatory bail for a person who fears arrest.',
    },
    applicant: {
      title: 'The applicant',
      description: 'The person who seeks bail, as named in the FIR.',
    },
    case: {
      title: 'FIR and offence',
      description:
        'Copy these from the FIR. The date of the offence decides whether the sections are BNS or IPC.',
    },
    custody: {
      title: 'Custody or fear of arrest',
      description:
        'Regular bail: the arrest and the custody so far. Anticipatory bail: why the applicant fears arrest.',
    },
    facts: { title: 'Facts' },
    grounds: {
      title: 'Grounds',
      description: 'Tick the grounds that are true, or write your own. At least one is needed.',
    },
    disclosure: {
      title: 'Disclosure',
      description: 'The court must be told of other cases and earlier bail applications.',
    },
    signing: { title: 'Signing' },
  },
  fields: {
    bailKind: { label: 'Kind of bail' },
    court: {
      label: 'Court',
      hint: 'Anticipatory bail can be sought only from a Court of Session or the High Court.',
    },
    courtName: { label: 'Name and place of the court' },
    stateName: {
      label: 'The State, as the prosecution is titled',
      hint: "Optional. Leave it empty to print 'State'.",
    },
    applicantName: { label: 'Full name' },
    relationType: { label: 'Relation' },
    relativeName: { label: "Father's, mother's or spouse's name" },
    age: { label: 'Age in years' },
    occupation: { label: 'Occupation' },
    address: { label: 'Permanent address' },
    firRegistered: { label: 'Has an FIR been registered?' },
    firNumber: { label: 'FIR number' },
    policeStation: { label: 'Police station' },
    district: { label: 'District' },
    firDate: { label: 'Date of the FIR' },
    offenceDate: {
      label: 'Date of the alleged offence',
      hint: 'On or after 1 July 2024: BNS sections. Before: IPC sections.',
    },
    sections: {
      label: 'Sections',
      hint: 'Numbers only, as in the FIR. Without an FIR, the sections you fear, if you know them.',
    },
    arrestDate: { label: 'Date of arrest' },
    custodyType: { label: 'Custody now' },
    custodySince: {
      label: 'In this custody since',
      hint: 'Optional: the date of the remand order, if it differs from the date of arrest.',
    },
    investigationStage: { label: 'Stage of the case' },
    apprehensionBasis: {
      label: 'Why the applicant fears arrest',
      hint: 'Required when there is no FIR yet: the complaint, notice, threat or other facts that give reason to believe the applicant may be arrested for a non-bailable offence.',
    },
    briefFacts: {
      label: 'The prosecution case in brief',
      hint: 'What the FIR or complaint alleges, in a few sentences.',
    },
    applicantVersion: {
      label: "The applicant's version",
      hint: 'What the applicant says happened, and why the allegations are wrong.',
    },
    grounds: { label: 'Grounds for bail' },
    coAccusedDetails: {
      label: 'The co-accused on bail',
      hint: 'Optional: the name, and the court and date of the bail order.',
    },
    healthDetails: {
      label: 'Age or illness',
      hint: 'Optional: the illness or condition, in a few words.',
    },
    additionalGrounds: { label: 'Other grounds', itemLabel: 'Ground' },
    antecedents: { label: 'Criminal antecedents' },
    antecedentsDetails: {
      label: 'Other criminal cases',
      hint: 'For each: the FIR or case number, the court, and its stage or result.',
    },
    earlierApplications: { label: 'Earlier bail applications in this case' },
    earlierApplicationsDetails: {
      label: 'Earlier applications and their outcome',
      hint: 'For each: the court, the date and the order (rejected, withdrawn, granted).',
    },
    place: { label: 'Place' },
    signingDate: { label: 'Date' },
    advocateName: {
      label: "Advocate's name",
      hint: 'Optional: the advocate who will file the application.',
    },
  },
  options: {
    bailKind: {
      regular: 'Regular bail: the applicant is in custody',
      anticipatory: 'Anticipatory bail: the applicant fears arrest',
    },
    court: {
      magistrate: "Magistrate's Court (regular bail only, BNSS s.480)",
      sessions: 'Court of Session (BNSS s.483, or s.482 for anticipatory bail)',
      high_court: 'High Court (BNSS s.483, or s.482 for anticipatory bail)',
    },
    relationType: {
      son_of: 'Son of',
      daughter_of: 'Daughter of',
      wife_of: 'Wife of',
      husband_of: 'Husband of',
    },
    firRegistered: { yes: 'Yes, an FIR has been registered', no: 'No FIR yet' },
    custodyType: { judicial: 'Judicial custody (jail)', police: 'Police custody (remand)' },
    investigationStage: {
      under_investigation: 'Under investigation',
      charge_sheet_filed: 'Charge-sheet filed',
      trial: 'Trial',
    },
    grounds: {
      woman: 'The applicant is a woman (proviso to BNSS s.480)',
      sick_or_infirm: 'The applicant is sick or infirm (proviso to BNSS s.480)',
      not_death_or_life: 'The offence is not punishable with death or imprisonment for life',
      no_antecedents: 'No criminal antecedents',
      roots_in_community: 'Permanent resident with roots in the community: no risk of absconding',
      investigation_complete:
        'Investigation complete or charge-sheet filed: custody no longer needed',
      parity: 'A co-accused is already on bail (parity)',
      age_or_health: "The applicant's age or state of health",
    },
    antecedents: {
      none: 'None: no other criminal case, past or pending',
      some: 'There are other criminal cases (give details)',
    },
    earlierApplications: {
      none: 'None: this is the first bail application in this case',
      some: 'There were earlier applications (give details)',
    },
  },
  checks: {
    bailKind: 'Choose regular or anticipatory bail.',
    court: 'Choose the court.',
    courtName:
      'Enter the name and place of the court, e.g. Court of the Chief Judicial Magistrate, Pune.',
    applicantName: "Enter the applicant's full name.",
    relation: 'Choose the relation.',
    relativeName: "Enter the father's, mother's or spouse's name.",
    age: "Enter the applicant's age in whole years, from 18 to 120. (A child's case goes to the Juvenile Justice Board.)",
    occupation: "Enter the applicant's occupation.",
    address: "Enter the applicant's permanent address.",
    firRegistered: 'Say whether an FIR has been registered.',
    firNumber: 'Enter the FIR number, as on the FIR.',
    policeStation: 'Enter the police station where the FIR was registered.',
    district: 'Enter the district of the police station.',
    firDate: 'Enter the date of the FIR.',
    offenceDate:
      'Enter the date of the alleged offence: it decides whether the sections are BNS or IPC.',
    sections: 'Enter the sections as written in the FIR, e.g. 318(4), 61(2).',
    arrestDate: 'Enter the date of arrest.',
    custodyType: 'Choose judicial or police custody.',
    investigationStage: 'Choose the stage of the case.',
    apprehensionBasis:
      'Without an FIR, explain why the applicant fears arrest for a non-bailable offence.',
    briefFacts: 'Describe the prosecution case in brief.',
    applicantVersion: "Give the applicant's version of the events.",
    grounds: 'Tick grounds from the list.',
    additionalGrounds: 'Write each ground as text.',
    antecedents: 'Say whether the applicant has any other criminal case.',
    antecedentsDetails: 'Give the details of the other criminal cases.',
    earlierApplications: 'Say whether bail was sought earlier in this case.',
    earlierApplicationsDetails:
      'Give the court, date and outcome of each earlier bail application.',
    place: 'Enter the place of signing.',
    signingDate: 'Enter the date of signing.',
    anticipatoryAtMagistrate:
      'Anticipatory bail can be sought only from a Court of Session or the High Court (BNSS s.482). Choose one of those.',
    noGround: 'Tick at least one ground, or write one under Other grounds.',
    antecedentsContradiction:
      "You ticked 'No criminal antecedents' but disclosed other criminal cases. Untick it, or correct the disclosure.",
    firBeforeOffence: 'The FIR cannot be dated before the offence.',
    arrestBeforeOffence: 'The arrest cannot be dated before the offence.',
    custodyBeforeArrest: 'Custody cannot begin before the arrest.',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
