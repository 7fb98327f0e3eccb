import { isHindi } from '@/i18n/locale'
import hi from './affidavit-form.hi'

/**
 * The affidavit's form as the screen shows it: steps by id, fields and choices by name, and the
 * checks' messages (the English as templates/affidavit/steps.ts writes it). Not the affidavit's text.
 */
export const en = {
  steps: {
    purpose: {
      title: 'Purpose',
      description: 'What the affidavit is for, and whether it will be filed in a court case.',
    },
    deponent: {
      title: 'Deponent',
      description: 'The person who makes the statements and signs the affidavit.',
    },
    statements: {
      title: 'Statements',
      description:
        'Write each fact in the first person ("I am…", "I reside at…"), one fact per statement. State facts only, not arguments. The closing declaration is added for you.',
    },
    signing: {
      title: 'Signing',
      description: 'Where and when the deponent signs, and who attests the signature.',
    },
  },
  fields: {
    purpose: {
      label: 'Subject of the affidavit',
      hint: 'A short line printed under the heading. Leave it empty for a plain "Affidavit".',
    },
    forCourt: { label: 'Is this affidavit for a court case?' },
    courtName: { label: 'Court', hint: 'As it appears on the case papers.' },
    caseNumber: { label: 'Case number' },
    caseParties: { label: 'Parties to the case', hint: 'Optional. Printed under the case number.' },
    deponentName: { label: 'Full name' },
    relation: { label: 'Relation' },
    relativeName: { label: "Father's, mother's or spouse's name" },
    age: { label: 'Age in years', hint: 'The deponent must be an adult.' },
    occupation: { label: 'Occupation' },
    address: { label: 'Full address' },
    statements: { label: 'Statements of fact', itemLabel: 'Statement' },
    place: { label: 'Place of signing' },
    signingDate: { label: 'Date of signing' },
    attestedBy: { label: 'Attested by' },
    identifiedBy: {
      label: 'Identified by',
      hint: 'Optional: the advocate or person who identifies the deponent to the officer. Left blank, a line is printed to fill in by hand.',
    },
  },
  options: {
    forCourt: {
      yes: 'Yes, it will be filed in a court case',
      no: 'No, it is a general affidavit',
    },
    relation: {
      son_of: 'Son of',
      daughter_of: 'Daughter of',
      wife_of: 'Wife of',
      husband_of: 'Husband of',
    },
    attestedBy: {
      notary: 'Notary Public',
      oath_commissioner: 'Oath Commissioner',
      executive_magistrate: 'Executive Magistrate',
    },
  },
  checks: {
    forCourt: 'Choose whether this affidavit is for a court case.',
    courtName: 'Enter the name of the court.',
    caseNumber: 'Enter the case number.',
    deponentName: "Enter the deponent's full name.",
    relation: 'Choose the relation.',
    relativeName: "Enter the father's, mother's or spouse's name.",
    age: 'Enter the age in whole years, from 18 to 120.',
    occupation: "Enter the deponent's occupation.",
    address: 'Enter the full address.',
    statements: 'Write at least one statement of fact.',
    place: 'Enter the place of signing.',
    signingDate: 'Enter the date of signing.',
    attestedBy: 'Choose who will attest the affidavit.',
  },
}

/** The build keeps one of the two (src/i18n/locale.ts). */
export const m = isHindi ? hi : en
